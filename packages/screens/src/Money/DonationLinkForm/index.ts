export { DonationLinkForm, type DonationLinkFormProps } from './DonationLinkForm';
export type { DonationLinkErrorKey, DonationLinkSubmission, DonationLinkValues } from './DonationLinkForm.rules';
