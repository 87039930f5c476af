import { ApiError } from '@meridian/data';
import { describe, expect, it } from 'vitest';
import { donationLinkErrors, dynamicLinkErrors, newDonationLink, newStaticLink, staticLinkErrors } from './link-forms';

const tierLimit = (amount: string) =>
  new ApiError(422, 'TIER_LIMIT_EXCEEDED', 'Basic workspaces take payments of up to $100.00', {
    tierLimit: { tier: 'basic', limit: '100.00', amount, requiredTier: 'basicPlus' },
  });
const refused = (field: string, code: 'required' | 'invalid' | 'too_long' | 'out_of_range') =>
  new ApiError(422, 'VALIDATION_FAILED', 'Validation failed', { fieldErrors: [{ field, code, message: '' }] });

describe('the link forms and the API', () => {
  it('sends amounts as decimals in the link’s currency and the options the static form chose', () => {
    expect(
      newStaticLink({
        name: 'Beans',
        currency: 'USD',
        amountCents: 4990,
        payoutWalletId: 'w',
        environment: 'test',
        collectEmail: true,
        collectBilling: false,
        vatRate: 21,
      }),
    ).toEqual({
      type: 'static',
      name: 'Beans',
      currency: 'USD',
      amount: '49.90',
      payoutWalletId: 'w',
      environment: 'test',
      options: { collectEmail: true, collectBillingDetails: false, includeVat: true, vatRate: '21' },
    });
    expect(
      newDonationLink({
        currency: 'JPY',
        minimumCents: null,
        suggestedCents: [500, 1000],
        payoutWalletId: 'w',
        environment: 'live',
      }),
    ).toEqual({
      type: 'donation',
      currency: 'JPY',
      minimumAmount: null,
      // Whole yen: no decimals.
      suggestedAmounts: ['500', '1000'],
      payoutWalletId: 'w',
      environment: 'live',
    });
  });

  it('puts the tier’s cap on the amount the API refused', () => {
    expect(staticLinkErrors(tierLimit('250.00'), 'createFailed')).toEqual({
      fieldErrors: { amount: 'aboveTierLimit' },
    });
    expect(dynamicLinkErrors(tierLimit('250.00'))).toEqual({ fieldErrors: { amount: 'aboveTierLimit' } });
    const submitted = {
      currency: 'USD' as const,
      minimumCents: 500,
      suggestedCents: [1000, 25000],
      payoutWalletId: 'w',
      environment: 'test' as const,
    };
    expect(donationLinkErrors(tierLimit('250.00'), submitted, 'createFailed')).toEqual({
      fieldErrors: { suggested2: 'aboveTierLimit' },
    });
  });

  it('puts each refused field on its own field, and anything else on the form', () => {
    expect(staticLinkErrors(refused('redirectUrl', 'invalid'), 'saveFailed')).toEqual({
      fieldErrors: { redirectUrl: 'redirectInvalid' },
    });
    expect(dynamicLinkErrors(refused('recipientEmail', 'required'))).toEqual({
      fieldErrors: { recipientEmail: 'emailRequired' },
    });
    expect(donationLinkErrors(refused('suggestedAmounts.1', 'out_of_range'), undefined, 'createFailed')).toEqual({
      fieldErrors: { suggested2: 'belowMinimum' },
    });
    expect(staticLinkErrors(new ApiError(500, 'INTERNAL', 'boom'), 'saveFailed')).toEqual({ error: 'saveFailed' });
    expect(staticLinkErrors(undefined, 'saveFailed')).toEqual({});
  });
});
