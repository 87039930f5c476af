import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { accountTiers, nextTier, useTierText } from './tiers';

const wrapper = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en" defaultLocale="en">
    {children}
  </IntlProvider>
);

describe('tiers', () => {
  it('states each tier payment limit in dollars', () => {
    const { result } = renderHook(() => useTierText(), { wrapper });
    expect(accountTiers.map((tier) => result.current.limit(tier))).toEqual([
      '$100 per payment',
      '$100 per payment',
      '$500 per payment',
      '$10,000 per month',
      '$100,000 per month',
    ]);
    expect(accountTiers.map((tier) => result.current.name(tier))).toEqual([
      'Not Verified',
      'Basic',
      'Basic Plus',
      'Silver',
      'Gold',
    ]);
  });

  it('formats the limit in the reader’s language', () => {
    const { result } = renderHook(() => useTierText(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <IntlProvider
          locale="fr"
          defaultLocale="en"
          messages={{ 'screens.Workspace.tiers.limit.month': '{amount} par mois' }}
        >
          {children}
        </IntlProvider>
      ),
    });
    expect(result.current.limit('silver')).toMatch(/^10\s000\s\$US par mois$/);
  });

  it('has no tier above Gold', () => {
    expect(nextTier('silver')).toBe('gold');
    expect(nextTier('gold')).toBeUndefined();
  });
});
