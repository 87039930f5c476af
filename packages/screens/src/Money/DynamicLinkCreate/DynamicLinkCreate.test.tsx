import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pressButton, renderWithProviders } from '../../test/render';
import { exampleLinkFormProps } from '../common/examples';
import { DynamicLinkCreate, type DynamicLinkCreateProps } from './DynamicLinkCreate';

function renderCreate(props: Partial<DynamicLinkCreateProps> = {}) {
  const onSubmit = vi.fn();
  renderWithProviders(<DynamicLinkCreate {...exampleLinkFormProps} tier="basicPlus" onSubmit={onSubmit} {...props} />);
  return onSubmit;
}

describe('DynamicLinkCreate', () => {
  it('asks who pays and how much, shows a summary, then creates the link', async () => {
    const onSubmit = renderCreate({ defaultValues: { payoutWalletId: 'w-1' } });
    await pressButton('Continue');
    expect(screen.getByRole('textbox', { name: /^Recipient(?!’)/ })).toHaveAccessibleDescription(
      /Enter who the link is for\./,
    );
    await userEvent.type(screen.getByRole('textbox', { name: /^Recipient(?!’)/ }), 'Atlas Outdoor Supply');
    expect(screen.getByRole('textbox', { name: /Recipient’s email/ })).toHaveAccessibleDescription(
      /Enter the recipient’s email address\./,
    );
    expect(screen.getByRole('textbox', { name: /What it is for/ })).toHaveAccessibleDescription(
      /Say what the payment is for\./,
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Recipient’s email/ }), 'accounts@atlas');
    await userEvent.type(screen.getByRole('textbox', { name: /What it is for/ }), 'Invoice 31');
    await userEvent.type(screen.getByRole('textbox', { name: /Amount/ }), '480');
    await pressButton('Continue');
    expect(screen.getByRole('textbox', { name: /Recipient’s email/ })).toHaveAccessibleDescription(
      /Enter an email address like name@example\.com/,
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Recipient’s email/ }), '.com');
    // The link is mailed in the interface's language until another is chosen.
    const language = screen.getByRole('button', { name: /Language of the email/ });
    expect(language).toHaveTextContent('English');
    await userEvent.click(language);
    await userEvent.click(await screen.findByRole('option', { name: 'Español' }));
    await pressButton('Continue');

    expect(screen.getByRole('heading', { name: 'Check the link' })).toBeInTheDocument();
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'Atlas Outdoor Supply',
      'accounts@atlas.com',
      'Español',
      'Invoice 31',
      '$480.00',
      'Main payouts · 0x7B3c…7a8B',
      'Test',
    ]);
    await pressButton('Create link');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      recipientName: 'Atlas Outdoor Supply',
      recipientEmail: 'accounts@atlas.com',
      recipientLanguage: 'es',
      description: 'Invoice 31',
      currency: 'USD',
      amountCents: 48000,
      payoutWalletId: 'w-1',
      environment: 'test',
    });
  });

  it('refuses an amount above the tier’s limit', async () => {
    renderCreate({ defaultValues: { recipientName: 'Atlas', payoutWalletId: 'w-1' } });
    await userEvent.type(screen.getByRole('textbox', { name: /Amount/ }), '900');
    await pressButton('Continue');
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveAccessibleDescription(
      /Your tier, Basic Plus, limits payments to \$500 per payment\. Complete the verification for Silver/,
    );
  });

  it('goes back to the recipient step with the server’s refusal of a field', async () => {
    const filled = {
      recipientName: 'Atlas',
      recipientEmail: 'a@atlas.com',
      description: 'Beans',
      amount: 20,
      payoutWalletId: 'w-1',
    };
    const create = (props: Partial<DynamicLinkCreateProps>) => (
      <DynamicLinkCreate
        {...exampleLinkFormProps}
        tier="basicPlus"
        verificationHref="/settings/verification"
        initialStep="summary"
        defaultValues={filled}
        onSubmit={vi.fn()}
        {...props}
      />
    );
    const { rerender } = renderWithProviders(create({}));
    rerender(create({ fieldErrors: { amount: 'aboveTierLimit' } }));
    expect(await screen.findByRole('textbox', { name: /Amount/ })).toHaveAccessibleDescription(
      /Your tier, Basic Plus, limits payments to \$500 per payment/,
    );
    expect(screen.getByRole('link', { name: 'Raise your limit' })).toHaveAttribute('href', '/settings/verification');
  });

  it('reports a failed creation on the summary', () => {
    renderCreate({
      initialStep: 'summary',
      defaultValues: { recipientName: 'Atlas', amount: 20, payoutWalletId: 'w-1' },
      error: 'createFailed',
    });
    expect(screen.getByText('We could not create the link. Please try again.')).toBeInTheDocument();
  });
});
