import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pressButton, renderWithProviders } from '../../test/render';
import { exampleLinkFormProps } from '../common/examples';
import { DonationLinkForm, type DonationLinkFormProps } from './DonationLinkForm';

function renderForm(props: Partial<DonationLinkFormProps> = {}) {
  const onSubmit = vi.fn();
  renderWithProviders(<DonationLinkForm {...exampleLinkFormProps} tier="basic" onSubmit={onSubmit} {...props} />);
  return onSubmit;
}

describe('DonationLinkForm', () => {
  it('creates a donation link with a minimum and suggested amounts, in cents', async () => {
    const onSubmit = renderForm({ defaultValues: { payoutWalletId: 'w-2' } });
    await userEvent.type(screen.getByRole('textbox', { name: /Minimum donation/ }), '5');
    await userEvent.click(screen.getByRole('switch', { name: /Suggest amounts/ }));
    await pressButton('Create link');
    expect(screen.getByRole('textbox', { name: /Amount 1/ })).toHaveAccessibleDescription(
      /Enter at least one amount, or turn suggestions off\./,
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Amount 1/ }), '3');
    await pressButton('Create link');
    expect(screen.getByRole('textbox', { name: /Amount 1/ })).toHaveAccessibleDescription(
      /A suggestion cannot be below the minimum donation\./,
    );
    await userEvent.clear(screen.getByRole('textbox', { name: /Amount 1/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Amount 1/ }), '10');
    await userEvent.type(screen.getByRole('textbox', { name: /Amount 3/ }), '50');
    await pressButton('Create link');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      currency: 'USD',
      minimumCents: 500,
      suggestedCents: [1000, 5000],
      payoutWalletId: 'w-2',
      environment: 'test',
    });
  });

  it('refuses a suggestion above the tier’s limit, naming it', async () => {
    renderForm({ defaultValues: { payoutWalletId: 'w-2', suggest: true } });
    await userEvent.type(screen.getByRole('textbox', { name: /Amount 2/ }), '150');
    await pressButton('Create link');
    expect(screen.getByRole('textbox', { name: /Amount 2/ })).toHaveAccessibleDescription(
      /limits payments to \$100 per payment/,
    );
  });

  it('needs a payout wallet', async () => {
    const onSubmit = renderForm();
    await pressButton('Create link');
    expect(screen.getByText('Choose the wallet that receives the payments.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
