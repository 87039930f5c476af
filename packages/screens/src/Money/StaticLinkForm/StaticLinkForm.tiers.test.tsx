// The form's amount check runs the contract's table of tier cases, the one the API's tests run
// over HTTP: what a tier allows a link's amount is the same rule on both sides.
import { formatUsdCents } from '@meridian/contract';
import { LINK_TIER_CASES } from '@meridian/contract/tier-cases';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { exampleLinkFormProps } from '../common/examples';
import { StaticLinkForm } from './StaticLinkForm';

describe('StaticLinkForm and the tier rule', () => {
  it.each(LINK_TIER_CASES.map((entry) => [entry.tier, formatUsdCents(entry.cents), entry.problem !== null] as const))(
    '%s, $%s: refused %s',
    async (tier, dollars, refused) => {
      renderWithProviders(
        <StaticLinkForm
          {...exampleLinkFormProps}
          tier={tier}
          verificationHref="/settings/verification"
          onSubmit={vi.fn()}
        />,
      );
      const amount = screen.getByRole('textbox', { name: /Amount/ });
      await userEvent.type(amount, dollars);
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      if (refused) {
        expect(amount).toHaveAccessibleDescription(/limits payments to/);
        expect(screen.queryByRole('button', { name: /Payout wallet/ })).not.toBeInTheDocument();
      } else {
        expect(await screen.findByRole('button', { name: /Payout wallet/ })).toBeInTheDocument();
      }
    },
  );
});
