import { messagesIn } from '@meridian/ui';
import { WORKSPACE_NAME_MAX_LENGTH } from '@meridian/contract';
import { useIntl } from 'react-intl';
import type { CompanySize, OnboardingErrorKey, UseCase } from './Onboarding.rules';

/** The error texts of the onboarding, by key: client checks and server outcomes alike. */
export const onboardingErrorMessages = messagesIn('errors.workspace', {
  choiceRequired: 'Choose one to continue',
  nameRequired: 'Enter a name for your workspace',
  sizeRequired: 'Please select your company size',
  sizeOtherRequired: 'Please specify your company size',
  countryRequired: 'Select your company’s country',
  websiteInvalid: 'Enter a valid website address, like example.com',
  useCasesRequired: 'Select at least one use case',
  useCaseOtherRequired: 'Please specify your use case',
  phoneRequired: 'Enter a contact phone number',
  phoneInvalid: 'Enter a valid phone number, for example +44 7400 123456',
  createFailed: 'We could not create your workspace. Please try again.',
  network: 'We could not reach Meridian. Check your connection and try again.',
}) satisfies Record<Exclude<OnboardingErrorKey, 'nameTooLong'>, unknown>;

/** The error that names a limit: the contract's `WORKSPACE_NAME_MAX_LENGTH`, passed as a number. */
const limitErrorMessages = messagesIn<{ nameTooLong: { max: number } }>('errors.workspace', {
  nameTooLong: '{max, plural, one {Use no more than # character} other {Use no more than # characters}}',
});

export function useOnboardingErrorText() {
  const intl = useIntl();
  return (key: OnboardingErrorKey | undefined) => {
    if (key === undefined) return undefined;
    if (key === 'nameTooLong')
      return intl.formatMessage(limitErrorMessages.nameTooLong, { max: WORKSPACE_NAME_MAX_LENGTH });
    return intl.formatMessage(onboardingErrorMessages[key]);
  };
}

export const sizeMessages = messagesIn('screens.Workspace.Onboarding.size', {
  '1-10': '1–10 employees',
  '11-50': '11–50 employees',
  '51-200': '51–200 employees',
  '201-1000': '201–1,000 employees',
  '1000+': 'More than 1,000 employees',
  other: 'Other',
}) satisfies Record<CompanySize, unknown>;

export const useCaseMessages = {
  online_store: messagesIn('screens.Workspace.Onboarding.useCase.onlineStore', {
    title: 'Online store',
    description: 'Take crypto payments at your checkout.',
  }),
  invoices_payment_links: messagesIn('screens.Workspace.Onboarding.useCase.invoices', {
    title: 'Invoices and payment links',
    description: 'Send a link to get paid for an order or an invoice.',
  }),
  donations: messagesIn('screens.Workspace.Onboarding.useCase.donations', {
    title: 'Donations',
    description: 'Let supporters choose how much to give.',
  }),
  subscriptions: messagesIn('screens.Workspace.Onboarding.useCase.subscriptions', {
    title: 'Subscriptions',
    description: 'Bill customers on a regular schedule.',
  }),
  marketplace: messagesIn('screens.Workspace.Onboarding.useCase.marketplace', {
    title: 'Marketplace',
    description: 'Collect payments on behalf of many sellers.',
  }),
  other: messagesIn('screens.Workspace.Onboarding.useCase.other', {
    title: 'Other',
    description: 'Something else: tell us about it below.',
  }),
} satisfies Record<UseCase, unknown>;

export const onboardingMessages = messagesIn('screens.Workspace.Onboarding', {
  progress: 'Create a workspace',
  stepName: 'Workspace',
  stepCompany: 'Company',
  stepUseCases: 'Use cases',
  stepPhone: 'Contact',
  logOut: 'Log out',
  continue: 'Continue',
  back: 'Back',
  create: 'Create workspace',
  chooseHeading: 'Welcome to Meridian',
  chooseDescription: 'Create a workspace for your company, or join one you have been invited to.',
  chooseLabel: 'How do you want to start?',
  chooseCreate: 'Create a workspace',
  chooseCreateDescription: 'Set up your company and invite your team.',
  chooseJoin: 'Join a workspace',
  chooseJoinDescription: 'Accept an invitation from a team already on Meridian.',
  nameHeading: 'Name your workspace',
  nameDescription: 'Your team and your customers will see this name.',
  name: 'Workspace name',
  nameHelp: 'Usually your company’s or your brand’s name. You can change it later.',
  companyHeading: 'Tell us about your company',
  companyDescription: 'This helps us set up your workspace. You can change these details later.',
  size: 'Company size',
  sizePlaceholder: 'Select a size',
  sizeOther: 'Describe your company size',
  country: 'Country',
  currencyHelp:
    'Your links and checkouts show prices in it. It follows your country; you can change it later in settings.',
  website: 'Website',
  websiteHelp: 'Optional. We add https:// when you leave it out.',
  useCasesHeading: 'How will you use Meridian?',
  useCasesDescription: 'Choose everything that applies.',
  useCases: 'Use cases',
  useCaseOther: 'Describe your use case',
  phoneHeading: 'How can we reach you?',
  phoneDescription: 'We only call about your workspace, for example to help with its verification.',
  phone: 'Contact phone',
  phoneHelp: 'Include the country code, for example +44 7400 123456.',
  joinHeading: 'Join a workspace',
  joinDescription: 'Accept an invite to start working with the team.',
  noInvites: 'No invites yet',
  noInvitesHelp:
    'Ask an owner or an admin of the workspace to invite you with the email address of your account. The invite will show here.',
  createInstead: 'Create a workspace instead',
});

export const noInvitesWithEmail = messagesIn<{ help: { email: string } }>('screens.Workspace.Onboarding.noInvites', {
  help: 'Ask an owner or an admin of the workspace to invite you at {email}. The invite will show here.',
});
