import { WORKSPACE_NAME_MAX_LENGTH } from '@meridian/contract';
import { defineMessages, useIntl } from 'react-intl';
import type { CompanySize, OnboardingErrorKey, UseCase } from './Onboarding.rules';

/** The error texts of the onboarding, by key: client checks and server outcomes alike. */
export const onboardingErrorMessages = defineMessages({
  choiceRequired: { id: 'errors.workspace.choiceRequired', defaultMessage: 'Choose one to continue' },
  nameRequired: { id: 'errors.workspace.nameRequired', defaultMessage: 'Enter a name for your workspace' },
  sizeRequired: { id: 'errors.workspace.sizeRequired', defaultMessage: 'Please select your company size' },
  sizeOtherRequired: { id: 'errors.workspace.sizeOtherRequired', defaultMessage: 'Please specify your company size' },
  countryRequired: { id: 'errors.workspace.countryRequired', defaultMessage: 'Select your company’s country' },
  websiteInvalid: {
    id: 'errors.workspace.websiteInvalid',
    defaultMessage: 'Enter a valid website address, like example.com',
  },
  useCasesRequired: { id: 'errors.workspace.useCasesRequired', defaultMessage: 'Select at least one use case' },
  useCaseOtherRequired: { id: 'errors.workspace.useCaseOtherRequired', defaultMessage: 'Please specify your use case' },
  phoneRequired: { id: 'errors.workspace.phoneRequired', defaultMessage: 'Enter a contact phone number' },
  phoneInvalid: {
    id: 'errors.workspace.phoneInvalid',
    defaultMessage: 'Enter a valid phone number, for example +44 7400 123456',
  },
  createFailed: {
    id: 'errors.workspace.createFailed',
    defaultMessage: 'We could not create your workspace. Please try again.',
  },
  network: {
    id: 'errors.workspace.network',
    defaultMessage: 'We could not reach Meridian. Check your connection and try again.',
  },
} satisfies Record<Exclude<OnboardingErrorKey, 'nameTooLong'>, unknown>);

/** The error that names a limit: the contract's `WORKSPACE_NAME_MAX_LENGTH`, passed as a number. */
const limitErrorMessages = defineMessages<{ nameTooLong: { max: number } }>({
  nameTooLong: {
    id: 'errors.workspace.nameTooLong',
    defaultMessage: '{max, plural, one {Use no more than # character} other {Use no more than # characters}}',
  },
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

export const sizeMessages = defineMessages({
  '1-10': { id: 'screens.Workspace.Onboarding.size.1to10', defaultMessage: '1–10 employees' },
  '11-50': { id: 'screens.Workspace.Onboarding.size.11to50', defaultMessage: '11–50 employees' },
  '51-200': { id: 'screens.Workspace.Onboarding.size.51to200', defaultMessage: '51–200 employees' },
  '201-1000': { id: 'screens.Workspace.Onboarding.size.201to1000', defaultMessage: '201–1,000 employees' },
  '1000+': { id: 'screens.Workspace.Onboarding.size.over1000', defaultMessage: 'More than 1,000 employees' },
  other: { id: 'screens.Workspace.Onboarding.size.other', defaultMessage: 'Other' },
} satisfies Record<CompanySize, unknown>);

export const useCaseMessages = {
  online_store: defineMessages({
    title: { id: 'screens.Workspace.Onboarding.useCase.onlineStore', defaultMessage: 'Online store' },
    description: {
      id: 'screens.Workspace.Onboarding.useCase.onlineStoreDescription',
      defaultMessage: 'Take crypto payments at your checkout.',
    },
  }),
  invoices_payment_links: defineMessages({
    title: { id: 'screens.Workspace.Onboarding.useCase.invoices', defaultMessage: 'Invoices and payment links' },
    description: {
      id: 'screens.Workspace.Onboarding.useCase.invoicesDescription',
      defaultMessage: 'Send a link to get paid for an order or an invoice.',
    },
  }),
  donations: defineMessages({
    title: { id: 'screens.Workspace.Onboarding.useCase.donations', defaultMessage: 'Donations' },
    description: {
      id: 'screens.Workspace.Onboarding.useCase.donationsDescription',
      defaultMessage: 'Let supporters choose how much to give.',
    },
  }),
  subscriptions: defineMessages({
    title: { id: 'screens.Workspace.Onboarding.useCase.subscriptions', defaultMessage: 'Subscriptions' },
    description: {
      id: 'screens.Workspace.Onboarding.useCase.subscriptionsDescription',
      defaultMessage: 'Bill customers on a regular schedule.',
    },
  }),
  marketplace: defineMessages({
    title: { id: 'screens.Workspace.Onboarding.useCase.marketplace', defaultMessage: 'Marketplace' },
    description: {
      id: 'screens.Workspace.Onboarding.useCase.marketplaceDescription',
      defaultMessage: 'Collect payments on behalf of many sellers.',
    },
  }),
  other: defineMessages({
    title: { id: 'screens.Workspace.Onboarding.useCase.other', defaultMessage: 'Other' },
    description: {
      id: 'screens.Workspace.Onboarding.useCase.otherDescription',
      defaultMessage: 'Something else: tell us about it below.',
    },
  }),
} satisfies Record<UseCase, unknown>;

export const onboardingMessages = defineMessages({
  progress: { id: 'screens.Workspace.Onboarding.progress', defaultMessage: 'Create a workspace' },
  stepName: { id: 'screens.Workspace.Onboarding.stepName', defaultMessage: 'Workspace' },
  stepCompany: { id: 'screens.Workspace.Onboarding.stepCompany', defaultMessage: 'Company' },
  stepUseCases: { id: 'screens.Workspace.Onboarding.stepUseCases', defaultMessage: 'Use cases' },
  stepPhone: { id: 'screens.Workspace.Onboarding.stepPhone', defaultMessage: 'Contact' },
  logOut: { id: 'screens.Workspace.Onboarding.logOut', defaultMessage: 'Log out' },
  continue: { id: 'screens.Workspace.Onboarding.continue', defaultMessage: 'Continue' },
  back: { id: 'screens.Workspace.Onboarding.back', defaultMessage: 'Back' },
  create: { id: 'screens.Workspace.Onboarding.create', defaultMessage: 'Create workspace' },

  chooseHeading: { id: 'screens.Workspace.Onboarding.chooseHeading', defaultMessage: 'Welcome to Meridian' },
  chooseDescription: {
    id: 'screens.Workspace.Onboarding.chooseDescription',
    defaultMessage: 'Create a workspace for your company, or join one you have been invited to.',
  },
  chooseLabel: { id: 'screens.Workspace.Onboarding.chooseLabel', defaultMessage: 'How do you want to start?' },
  chooseCreate: { id: 'screens.Workspace.Onboarding.chooseCreate', defaultMessage: 'Create a workspace' },
  chooseCreateDescription: {
    id: 'screens.Workspace.Onboarding.chooseCreateDescription',
    defaultMessage: 'Set up your company and invite your team.',
  },
  chooseJoin: { id: 'screens.Workspace.Onboarding.chooseJoin', defaultMessage: 'Join a workspace' },
  chooseJoinDescription: {
    id: 'screens.Workspace.Onboarding.chooseJoinDescription',
    defaultMessage: 'Accept an invitation from a team already on Meridian.',
  },

  nameHeading: { id: 'screens.Workspace.Onboarding.nameHeading', defaultMessage: 'Name your workspace' },
  nameDescription: {
    id: 'screens.Workspace.Onboarding.nameDescription',
    defaultMessage: 'Your team and your customers will see this name.',
  },
  name: { id: 'screens.Workspace.Onboarding.name', defaultMessage: 'Workspace name' },
  nameHelp: {
    id: 'screens.Workspace.Onboarding.nameHelp',
    defaultMessage: 'Usually your company’s or your brand’s name. You can change it later.',
  },

  companyHeading: { id: 'screens.Workspace.Onboarding.companyHeading', defaultMessage: 'Tell us about your company' },
  companyDescription: {
    id: 'screens.Workspace.Onboarding.companyDescription',
    defaultMessage: 'This helps us set up your workspace. You can change these details later.',
  },
  size: { id: 'screens.Workspace.Onboarding.size', defaultMessage: 'Company size' },
  sizePlaceholder: { id: 'screens.Workspace.Onboarding.sizePlaceholder', defaultMessage: 'Select a size' },
  sizeOther: { id: 'screens.Workspace.Onboarding.sizeOther', defaultMessage: 'Describe your company size' },
  country: { id: 'screens.Workspace.Onboarding.country', defaultMessage: 'Country' },
  currencyHelp: {
    id: 'screens.Workspace.Onboarding.currencyHelp',
    defaultMessage:
      'Your links and checkouts show prices in it. It follows your country; you can change it later in settings.',
  },
  website: { id: 'screens.Workspace.Onboarding.website', defaultMessage: 'Website' },
  websiteHelp: {
    id: 'screens.Workspace.Onboarding.websiteHelp',
    defaultMessage: 'Optional. We add https:// when you leave it out.',
  },

  useCasesHeading: { id: 'screens.Workspace.Onboarding.useCasesHeading', defaultMessage: 'How will you use Meridian?' },
  useCasesDescription: {
    id: 'screens.Workspace.Onboarding.useCasesDescription',
    defaultMessage: 'Choose everything that applies.',
  },
  useCases: { id: 'screens.Workspace.Onboarding.useCases', defaultMessage: 'Use cases' },
  useCaseOther: { id: 'screens.Workspace.Onboarding.useCaseOther', defaultMessage: 'Describe your use case' },

  phoneHeading: { id: 'screens.Workspace.Onboarding.phoneHeading', defaultMessage: 'How can we reach you?' },
  phoneDescription: {
    id: 'screens.Workspace.Onboarding.phoneDescription',
    defaultMessage: 'We only call about your workspace, for example to help with its verification.',
  },
  phone: { id: 'screens.Workspace.Onboarding.phone', defaultMessage: 'Contact phone' },
  phoneHelp: {
    id: 'screens.Workspace.Onboarding.phoneHelp',
    defaultMessage: 'Include the country code, for example +44 7400 123456.',
  },

  joinHeading: { id: 'screens.Workspace.Onboarding.joinHeading', defaultMessage: 'Join a workspace' },
  joinDescription: {
    id: 'screens.Workspace.Onboarding.joinDescription',
    defaultMessage: 'Accept an invite to start working with the team.',
  },
  noInvites: { id: 'screens.Workspace.Onboarding.noInvites', defaultMessage: 'No invites yet' },
  noInvitesHelp: {
    id: 'screens.Workspace.Onboarding.noInvitesHelp',
    defaultMessage:
      'Ask an owner or an admin of the workspace to invite you with the email address of your account. The invite will show here.',
  },
  createInstead: { id: 'screens.Workspace.Onboarding.createInstead', defaultMessage: 'Create a workspace instead' },
});

export const noInvitesWithEmail = defineMessages<{ help: { email: string } }>({
  help: {
    id: 'screens.Workspace.Onboarding.noInvitesHelpEmail',
    defaultMessage: 'Ask an owner or an admin of the workspace to invite you at {email}. The invite will show here.',
  },
});
