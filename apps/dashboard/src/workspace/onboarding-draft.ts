/**
 * Onboarding's draft, kept for the tab (`useSessionDraft`): a reload, or a visit elsewhere and
 * back, resumes the step the person was on with what they typed. It is forgotten once the
 * workspace is created. What storage holds is checked field by field: a value of the wrong
 * shape is left out, never handed to the screen.
 */
import { COMPANY_SIZES, isCountryCode, isCurrency, USE_CASES } from '@meridian/contract';
import type { OnboardingStep, OnboardingValues } from '@meridian/screens';
import { isRecord, MAX_DRAFT_TEXT } from '../form-draft';

export const onboardingDraftName = 'onboarding';
const STEPS: readonly OnboardingStep[] = ['choose', 'name', 'company', 'useCases', 'phone', 'join'];
const TEXT_FIELDS = ['name', 'sizeOther', 'website', 'useCaseOther', 'phone'] as const;

export interface OnboardingDraft {
  step: OnboardingStep;
  values: Partial<OnboardingValues>;
}

/** The draft storage held, or null. */
export function parseOnboardingDraft(stored: unknown): OnboardingDraft | null {
  if (!isRecord(stored) || !isRecord(stored.values)) return null;
  const step = STEPS.find((candidate) => candidate === stored.step);
  if (!step) return null;
  const raw = stored.values;
  const values: Partial<OnboardingValues> = {};
  for (const field of TEXT_FIELDS) {
    const value = raw[field];
    if (typeof value === 'string' && value.length <= MAX_DRAFT_TEXT) values[field] = value;
  }
  if (raw.choice === 'create' || raw.choice === 'join') values.choice = raw.choice;
  const size = COMPANY_SIZES.find((candidate) => candidate === raw.size);
  if (size) values.size = size;
  if (typeof raw.country === 'string' && isCountryCode(raw.country)) values.country = raw.country;
  if (isCurrency(raw.currency)) values.currency = raw.currency;
  if (Array.isArray(raw.useCases)) {
    values.useCases = USE_CASES.filter((useCase) => (raw.useCases as unknown[]).includes(useCase));
  }
  return { step, values };
}

/** The draft to keep: none while nothing was chosen or typed yet. */
export function onboardingDraftToKeep(draft: {
  step: OnboardingStep;
  values: OnboardingValues;
}): { step: OnboardingStep; values: OnboardingValues } | null {
  const { values } = draft;
  const empty =
    draft.step === 'choose' &&
    values.choice === null &&
    TEXT_FIELDS.every((field) => values[field].trim() === '') &&
    values.size === null &&
    values.country === null &&
    !values.currency &&
    values.useCases.length === 0;
  return empty ? null : draft;
}
