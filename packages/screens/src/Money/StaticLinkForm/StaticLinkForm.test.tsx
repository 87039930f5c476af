import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pressButton, renderWithProviders } from '../../test/render';
import { exampleLinkFormProps, examplePayoutWallets } from '../common/examples';
import { StaticLinkForm, type StaticLinkFormProps } from './StaticLinkForm';

function renderForm(props: Partial<StaticLinkFormProps> = {}) {
  const onSubmit = vi.fn();
  renderWithProviders(
    <StaticLinkForm
      {...exampleLinkFormProps}
      tier="basic"
      verificationHref="/settings/verification"
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return onSubmit;
}
const amount = () => screen.getByRole('textbox', { name: /Amount/ });

describe('StaticLinkForm', () => {
  it('starts with the workspace’s only wallet chosen, names its first step and suggests no made-up name', async () => {
    const only = examplePayoutWallets.slice(0, 1);
    const onSubmit = renderForm({ wallets: only });
    expect(screen.getByRole('list', { name: 'Payment link steps' })).toHaveTextContent(/Name and amount/);
    expect(screen.getByRole('textbox', { name: /Name/ })).not.toHaveAttribute('placeholder');
    await userEvent.type(amount(), '10');
    await pressButton('Continue');
    expect(screen.getByRole('button', { name: /Payout wallet/ })).toHaveTextContent(only[0]!.label);
    await pressButton('Continue');
    await pressButton('Create link');
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ payoutWalletId: only[0]!.id }));
  });

  it('creates a link in three steps and hands over the amount in cents', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Summer sale');
    await userEvent.type(amount(), '49.9');
    await pressButton('Continue');

    await pressButton('Continue');
    expect(screen.getByText('Choose the wallet that receives the payments.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Payout wallet/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Main payouts/ }));
    await userEvent.click(screen.getByRole('radio', { name: /Live/ }));
    await userEvent.click(screen.getByRole('switch', { name: 'Collect the customer’s email' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Include VAT' }));
    await userEvent.type(screen.getByRole('textbox', { name: /VAT rate/ }), '23');
    await pressButton('Continue');

    await userEvent.type(screen.getByRole('textbox', { name: /Redirect after payment/ }), 'http://lumen.com');
    await pressButton('Create link');
    expect(screen.getByRole('textbox', { name: /Redirect after payment/ })).toHaveAccessibleDescription(
      /Enter a full https address/,
    );
    await userEvent.clear(screen.getByRole('textbox', { name: /Redirect after payment/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Redirect after payment/ }), 'https://lumen.com/thanks');
    await pressButton('Create link');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      name: 'Summer sale',
      currency: 'USD',
      amountCents: 4990,
      payoutWalletId: 'w-1',
      environment: 'live',
      collectEmail: true,
      collectBilling: false,
      vatRate: 23,
      redirectUrl: 'https://lumen.com/thanks',
    });
  });

  it('keeps the amount and the VAT rate in the draft as they are typed, and a form reopened from it shows and uses them', async () => {
    const onDraftChange = vi.fn();
    renderForm({ onDraftChange, defaultValues: { name: 'Summer sale', payoutWalletId: 'w-1' } });
    // Typed, still in the field (a reload comes before the person leaves it).
    await userEvent.type(amount(), '49.9');
    const lastDraft = () => onDraftChange.mock.lastCall?.[0];
    expect(lastDraft()).toMatchObject({ step: 'billing', typed: { amount: '49.9' } });
    await userEvent.clear(amount());
    await userEvent.type(amount(), '49.');
    expect(lastDraft().typed.amount).toBe('49.');
    const afterReload = lastDraft();
    cleanup();

    const onSubmit = renderForm({ onDraftChange, defaultValues: afterReload.values, defaultTyped: afterReload.typed });
    // Shown as typed, read as leaving the field would have: the person finishes typing it.
    expect(amount()).toHaveValue('49.');
    expect(amount()).toHaveAccessibleDescription(/Enter the amount in digits/);
    await userEvent.type(amount(), '5');
    await pressButton('Continue');
    await userEvent.click(screen.getByRole('switch', { name: 'Include VAT' }));
    await userEvent.type(screen.getByRole('textbox', { name: /VAT rate/ }), '7.5');
    expect(lastDraft().typed.vatRate).toBe('7.5');
    const onVat = lastDraft();
    cleanup();

    renderForm({
      onSubmit,
      onDraftChange,
      defaultValues: onVat.values,
      defaultTyped: onVat.typed,
      initialStep: 'payment',
    });
    expect(screen.getByRole('textbox', { name: /VAT rate/ })).toHaveValue('7.5');
    await pressButton('Continue');
    await pressButton('Create link');
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ amountCents: 4950, vatRate: 7.5 }));
  });

  it('requires an amount', async () => {
    renderForm();
    await pressButton('Continue');
    expect(amount()).toHaveAccessibleDescription(/Enter the amount to charge\./);
  });

  it.each([
    ['-5', /Enter the amount without a minus sign: a payment is never negative\./],
    ['12.345', /Use at most 2 decimals: \$0\.01 is the smallest amount in US dollars\./],
    ['€10', /Type the number alone, without another currency’s sign: this amount is in US dollars\./],
    ['ten', /Enter the amount in digits, like 49\.90\./],
  ])('says which rule %j breaks, and sends nothing', async (typed, message) => {
    const onSubmit = renderForm({ initialStep: 'billing', defaultValues: { payoutWalletId: 'w-1' } });
    await userEvent.type(amount(), `${typed}{Enter}`);
    await pressButton('Continue');
    expect(amount()).toHaveAccessibleDescription(message);
    expect(amount()).toHaveValue(typed);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names the tier’s limit and the tier that lifts it when the amount is above it', async () => {
    renderForm({ tier: 'basic' });
    await userEvent.type(amount(), '250');
    await pressButton('Continue');
    expect(amount()).toHaveAccessibleDescription(
      /Your tier, Basic, limits payments to \$100 per payment\. Complete the verification for Basic Plus to take this amount\./,
    );
    expect(screen.getByRole('link', { name: 'Raise your limit' })).toHaveAttribute('href', '/settings/verification');
  });

  it('lets a Silver workspace charge what Basic cannot', async () => {
    const onSubmit = renderForm({ tier: 'silver', initialStep: 'billing', defaultValues: { payoutWalletId: 'w-1' } });
    await userEvent.type(amount(), '250');
    await pressButton('Continue');
    await pressButton('Continue');
    await pressButton('Create link');
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ amountCents: 25000, environment: 'test' }));
  });

  it('says how to add a payout wallet when there is none', () => {
    renderForm({ initialStep: 'payment', wallets: [] });
    expect(screen.getByText(/You have no Moonbeam wallet to receive payments yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a wallet' })).toHaveAttribute('href', '/wallet-management/add');
  });

  it('edits a link, filled, and saves it', async () => {
    const onSubmit = renderForm({
      mode: 'edit',
      defaultValues: { name: 'Summer sale', amount: 49.9, payoutWalletId: 'w-2' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit payment link' })).toBeInTheDocument();
    await pressButton('Continue');
    await pressButton('Continue');
    await pressButton('Save changes');
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Summer sale', payoutWalletId: 'w-2' }));
  });

  it('goes back to the amount the server refused', () => {
    renderForm({
      initialStep: 'after',
      defaultValues: { amount: 250, payoutWalletId: 'w-1' },
      fieldErrors: { amount: 'aboveTierLimit' },
    });
    expect(amount()).toHaveAccessibleDescription(/limits payments to \$100 per payment/);
  });

  it('reports a failed creation on the last step', () => {
    renderForm({ initialStep: 'after', defaultValues: { amount: 5, payoutWalletId: 'w-1' }, error: 'createFailed' });
    expect(screen.getByText('We could not create the link. Please try again.')).toBeInTheDocument();
  });
});
