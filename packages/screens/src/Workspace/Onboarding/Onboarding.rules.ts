import {
  COMPANY_SIZES,
  currencyForCountry,
  isPhoneNumber,
  USE_CASES,
  WORKSPACE_NAME_MAX_LENGTH,
  type CompanySize,
  type Currency,
  type UseCase,
} from '@meridian/contract';
import { isWebsiteUrl, normalizeWebsiteUrl } from '../../common/website';
import type { FormFields } from '../../common/useForm';

// The option lists are the contract's, so that the form offers exactly what the API accepts.
export type { CompanySize, UseCase } from '@meridian/contract';

/** The company sizes offered at onboarding, in employees; `other` asks for a description. */
export const companySizes = COMPANY_SIZES;

/** What a workspace means to use Meridian for; `other` asks for a description. */
export const useCaseOptions = USE_CASES;

/** What the onboarding form holds while the person moves through it. */
export interface OnboardingValues {
  /** The first step's answer. */
  choice: 'create' | 'join' | null;
  name: string;
  size: CompanySize | null;
  sizeOther: string;
  /** ISO 3166-1 alpha-2 code. */
  country: string | null;
  /** The pricing currency chosen; null follows the country's (`currencyForCountry`). */
  currency: Currency | null;
  /** As typed; normalised on submission. */
  website: string;
  useCases: UseCase[];
  useCaseOther: string;
  phone: string;
}

export type OnboardingErrorKey =
  | 'choiceRequired'
  | 'nameRequired'
  | 'nameTooLong'
  | 'sizeRequired'
  | 'sizeOtherRequired'
  | 'countryRequired'
  | 'websiteInvalid'
  | 'useCasesRequired'
  | 'useCaseOtherRequired'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'createFailed'
  | 'network';

export type OnboardingField = keyof OnboardingValues;
export type OnboardingErrors = Partial<Record<OnboardingField, OnboardingErrorKey>>;

/** The steps of the create flow, in order. */
export const createSteps = ['name', 'company', 'useCases', 'phone'] as const;
export type CreateStep = (typeof createSteps)[number];
/** The form's steps, in order: the choice, then the create flow's. */
export const FORM_STEPS = ['choose', ...createSteps] as const;
export type FormStep = (typeof FORM_STEPS)[number];
/** A form step, or the join flow (reached from the choice; no form of its own). */
export type OnboardingStep = FormStep | 'join';

/** The fields each form step asks for; the server's field errors lead back to their step. */
export const formStepFields: Record<FormStep, readonly OnboardingField[]> = {
  choose: ['choice'],
  name: ['name'],
  company: ['size', 'sizeOther', 'country', 'currency', 'website'],
  useCases: ['useCases', 'useCaseOther'],
  phone: ['phone'],
};

/** What the form starts with when nothing is given. */
export const emptyValues: OnboardingValues = {
  choice: null,
  name: '',
  size: null,
  sizeOther: '',
  country: null,
  currency: null,
  website: '',
  useCases: [],
  useCaseOther: '',
  phone: '',
};

export const isCreateStep = (step: OnboardingStep): step is CreateStep =>
  (createSteps as readonly string[]).includes(step);

const blank = (value: string) => value.trim() === '';

/** The errors of one step's fields (the product's rules and the form's own). */
export function validateStep(step: OnboardingStep, values: OnboardingValues): OnboardingErrors {
  const errors: OnboardingErrors = {};
  switch (step) {
    case 'choose':
      if (!values.choice) errors.choice = 'choiceRequired';
      break;
    case 'name':
      if (blank(values.name)) errors.name = 'nameRequired';
      else if ([...values.name.trim()].length > WORKSPACE_NAME_MAX_LENGTH) errors.name = 'nameTooLong';
      break;
    case 'company': {
      if (!values.size) errors.size = 'sizeRequired';
      else if (values.size === 'other' && blank(values.sizeOther)) errors.sizeOther = 'sizeOtherRequired';
      if (!values.country) errors.country = 'countryRequired';
      const website = normalizeWebsiteUrl(values.website);
      if (website !== undefined && !isWebsiteUrl(website)) errors.website = 'websiteInvalid';
      break;
    }
    case 'useCases':
      if (values.useCases.length === 0) errors.useCases = 'useCasesRequired';
      else if (values.useCases.includes('other') && blank(values.useCaseOther))
        errors.useCaseOther = 'useCaseOtherRequired';
      break;
    case 'phone':
      if (blank(values.phone)) errors.phone = 'phoneRequired';
      else if (!isPhoneNumber(values.phone)) errors.phone = 'phoneInvalid';
      break;
    case 'join':
      break;
  }
  return errors;
}

/** What `onSubmit` receives: the new workspace, ready for `POST /company`. */
export interface CreateWorkspaceValues {
  name: string;
  size: CompanySize;
  /** Only when `size` is `other`. */
  sizeOther?: string;
  /** ISO 3166-1 alpha-2 code. */
  country: string;
  /** The pricing currency: the one chosen, or the country's. */
  currency: Currency;
  /** With a scheme (https:// added when none was typed); absent when left empty. */
  websiteUrl?: string;
  useCases: UseCase[];
  /** Only when `useCases` includes `other`. */
  useCaseOther?: string;
  phone: string;
}

/** The currency the workspace will price in: the one chosen, else its country's. */
export function pricingCurrency(values: Pick<OnboardingValues, 'country' | 'currency'>): Currency {
  return values.currency ?? currencyForCountry(values.country);
}

/** Turns complete, valid values into the payload: trimmed, normalised, without answers that do not apply. */
export function toCreateWorkspaceValues(values: OnboardingValues): CreateWorkspaceValues {
  const websiteUrl = normalizeWebsiteUrl(values.website);
  return {
    name: values.name.trim(),
    size: values.size ?? 'other',
    ...(values.size === 'other' ? { sizeOther: values.sizeOther.trim() } : {}),
    country: values.country ?? '',
    currency: pricingCurrency(values),
    ...(websiteUrl ? { websiteUrl } : {}),
    useCases: values.useCases,
    ...(values.useCases.includes('other') ? { useCaseOther: values.useCaseOther.trim() } : {}),
    phone: values.phone.trim(),
  };
}

/** What the fields of one step receive from the onboarding form. */
export type StepFieldsProps = FormFields<OnboardingValues>;
