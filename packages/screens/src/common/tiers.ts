import { messagesIn } from '@meridian/ui';
import { TIER_LIMITS, TIERS, type Currency, type Tier } from '@meridian/contract';
import { useIntl } from 'react-intl';
import { fromUsdCents, type UsdPerUnit } from '../Money/common/amount';
import { formatMoney } from './intlFormats';

/** A workspace's verification tier (docs/product.md, "Tier limits"), lowest first: the contract's. */
export type AccountTier = Tier;

/** Every tier, lowest first. */
export const accountTiers: readonly AccountTier[] = TIERS;

/** The next tier up, or `undefined` at Gold. */
export function nextTier(tier: AccountTier): AccountTier | undefined {
  return accountTiers[accountTiers.indexOf(tier) + 1];
}

const tierMessages = {
  notVerified: messagesIn('screens.Workspace.tiers.notVerified', {
    name: 'Not Verified',
    description: 'Nothing is verified yet. Payments are limited as on Basic.',
  }),
  basic: messagesIn('screens.Workspace.tiers.basic', {
    name: 'Basic',
    description: 'The starting tier, with no verification needed.',
  }),
  basicPlus: messagesIn('screens.Workspace.tiers.basicPlus', {
    name: 'Basic Plus',
    description: 'Optional: reached by verifying that you own your domain.',
  }),
  silver: messagesIn('screens.Workspace.tiers.silver', {
    name: 'Silver',
    description: 'Reached by verifying your identity as an individual or as a business.',
  }),
  gold: messagesIn('screens.Workspace.tiers.gold', {
    name: 'Gold',
    description: 'Enhanced verification, once Silver is reached. Comes with reduced transaction fees.',
  }),
} satisfies Record<AccountTier, unknown>;

const limitMessages = messagesIn<{
  payment: { amount: string };
  month: { amount: string };
  inCurrency: { usd: string; amount: string };
}>('screens.Workspace.tiers.limit', {
  payment: '{amount} per payment',
  month: '{amount} per month',
  inCurrency: '{usd} (about {amount})',
});

/**
 * A tier's name, description and payment limit ("$10,000 per month") in the current language;
 * with a workspace's other `currency` and a rate snapshot, the limit in it too ("$100 (about
 * 92 €) per payment"): limits are US dollars, and the workspace's figure is an estimate.
 */
export function useTierText() {
  const intl = useIntl();
  return {
    name: (tier: AccountTier) => intl.formatMessage(tierMessages[tier].name),
    description: (tier: AccountTier) => intl.formatMessage(tierMessages[tier].description),
    limit: (tier: AccountTier, currency: Currency = 'USD', usdPerUnit?: UsdPerUnit) => {
      // Basic and Basic Plus cap each payment, Silver and Gold a calendar month's volume.
      const { perPaymentCents, monthlyCents } = TIER_LIMITS[tier];
      const per = perPaymentCents === undefined ? 'month' : 'payment';
      const cents = perPaymentCents ?? monthlyCents ?? 0;
      const usd = formatMoney(intl.locale, cents, 'USD', true);
      const local = currency === 'USD' ? null : fromUsdCents(cents, currency, usdPerUnit);
      const amount =
        local === null
          ? usd
          : intl.formatMessage(limitMessages.inCurrency, {
              usd,
              amount: formatMoney(intl.locale, local, currency, true),
            });
      return intl.formatMessage(limitMessages[per], { amount });
    },
  };
}
