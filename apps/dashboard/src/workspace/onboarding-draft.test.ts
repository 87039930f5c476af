import { getSessionDraft, setSessionDraft } from '@meridian/data';
import { afterEach, describe, expect, it } from 'vitest';
import { onboardingDraftName, onboardingDraftToKeep, parseOnboardingDraft } from './onboarding-draft';

const readOnboardingDraft = () => parseOnboardingDraft(getSessionDraft(onboardingDraftName));

const values = {
  choice: 'create' as const,
  name: 'Lumen Coffee Roasters',
  size: '11-50' as const,
  sizeOther: '',
  country: 'PT',
  website: 'lumencoffee.com',
  useCases: ['online_store' as const],
  useCaseOther: '',
  phone: '+351 912 345 678',
  currency: 'EUR' as const,
};

describe('the onboarding draft', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps the step and the values, and reads them back', () => {
    setSessionDraft(onboardingDraftName, onboardingDraftToKeep({ step: 'phone', values }));
    expect(readOnboardingDraft()).toEqual({ step: 'phone', values });
  });

  it('keeps nothing before anything was chosen or typed', () => {
    const untouched = onboardingDraftToKeep({
      step: 'choose',
      values: {
        ...values,
        choice: null,
        name: '',
        size: null,
        country: null,
        currency: null,
        website: '',
        useCases: [],
        phone: '',
      },
    });
    expect(untouched).toBeNull();
  });

  it('leaves out what storage holds in the wrong shape', () => {
    setSessionDraft('onboarding', {
      step: 'company',
      values: {
        choice: 'maybe',
        name: 42,
        size: 'huge',
        country: 'XX',
        website: 'x'.repeat(5000),
        useCases: ['online_store', 'mining', 7],
        phone: '+351 912 345 678',
      },
    });
    expect(readOnboardingDraft()).toEqual({
      step: 'company',
      values: { useCases: ['online_store'], phone: '+351 912 345 678' },
    });
    setSessionDraft('onboarding', { step: 'somewhere', values: {} });
    expect(readOnboardingDraft()).toBeNull();
    setSessionDraft('onboarding', 'garbage');
    expect(readOnboardingDraft()).toBeNull();
  });
});
