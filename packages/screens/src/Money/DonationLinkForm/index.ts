export { DonationLinkForm, type DonationLinkFormProps } from './DonationLinkForm';
export type { DonationLinkSubmission, DonationLinkValues } from './DonationLinkForm.rules';
