import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { RefundDialog, type RefundDialogProps } from './RefundDialog';
import { readRefund, type RefundContext } from './RefundDialog.rules';

const paid = { units: '25000000', decimals: 6, symbol: 'EURC' };
const rate = { rate: '0.92', currency: 'EUR' as const, source: 'kraken', at: new Date(Date.UTC(2026, 5, 12, 9)) };

function renderDialog(props: Partial<RefundDialogProps> = {}) {
  const handlers = { onRefund: vi.fn(), onCancel: vi.fn() };
  renderWithProviders(
    <RefundDialog
      isOpen
      paid={paid}
      paidPrice={{ minor: 2300, currency: 'EUR' }}
      left="15000000"
      rate={rate}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

async function choosePartial(amount: string, unit: 'EUR' | 'EURC' = 'EUR') {
  const dialog = screen.getByRole('dialog');
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Part of it' }));
  await userEvent.click(within(dialog).getByRole('radio', { name: unit }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount to refund' }), amount);
  return dialog;
}

describe('RefundDialog', () => {
  it('refunds all that is left, after a confirmation that says what happens next', async () => {
    const { onRefund } = renderDialog();
    expect(screen.getByRole('radio', { name: 'All that is left: 15 EURC (€13.80)' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onRefund).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Confirm the refund' })).toHaveTextContent(
      'Refund 15 EURC (€13.80) to the payer?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create the refund' }));
    expect(onRefund).toHaveBeenCalledWith({
      full: true,
      units: '15000000',
      amount: { ...paid, units: '15000000' },
      price: { minor: 1380, currency: 'EUR' },
    });
  });

  it('converts a part typed in the price currency at the locked rate, and shows it', async () => {
    const { onRefund } = renderDialog();
    const dialog = await choosePartial('9.20');
    expect(dialog).toHaveTextContent('That is 10 EURC, at the rate locked when they paid: 1 EURC = €0.92.');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create the refund' }));
    expect(onRefund).toHaveBeenCalledWith(
      expect.objectContaining({ full: false, units: '10000000', price: { minor: 920, currency: 'EUR' } }),
    );
  });

  it('refuses more than what is left, and keeps what was typed', async () => {
    const { onRefund } = renderDialog();
    await choosePartial('15.01', 'EURC');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const field = screen.getByRole('textbox', { name: 'Amount to refund' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('15.01');
    expect(screen.getByText('This is more than what is left to refund of this payment.')).toBeInTheDocument();
    expect(onRefund).not.toHaveBeenCalled();
  });

  it('goes back from the confirmation with the amount as typed when the API refuses it', async () => {
    renderDialog({
      error: 'moreThanLeft',
      defaultConfirming: true,
      defaultValues: { kind: 'partial', amount: '9.20' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Another refund of this payment was made meanwhile');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: 'Amount to refund' })).toHaveValue('9.20');
  });

  it('types amounts in the token alone when the payment has no rate', async () => {
    renderDialog({ rate: null, paidPrice: null });
    await userEvent.click(screen.getByRole('radio', { name: 'Part of it' }));
    expect(screen.queryByRole('radio', { name: 'EUR' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'All that is left: 15 EURC' })).toBeInTheDocument();
  });
});

describe('readRefund', () => {
  const context: RefundContext = { locale: 'en', paid, left: 15_000_000n, rate };

  it('lets partial refunds add up to what was paid, never past it', () => {
    const first = readRefund({ kind: 'partial', unit: 'token', amount: '10' }, { ...context, left: 25_000_000n });
    expect(first).toMatchObject({ units: '10000000', full: false });
    const second = readRefund({ kind: 'partial', unit: 'token', amount: '15' }, context);
    expect(second).toMatchObject({ units: '15000000', full: true });
    expect(readRefund({ kind: 'partial', unit: 'token', amount: '15.000001' }, context)).toBe('moreThanLeft');
  });

  it('refunds what is left when the price typed is what is left, rounding aside', () => {
    // 13.80 EUR at 0.92 is exactly 15 EURC; a third of a cent more would round past it.
    const left = { ...context, left: 14_999_999n };
    expect(readRefund({ kind: 'partial', unit: 'price', amount: '13.80' }, left)).toMatchObject({
      units: '14999999',
      full: true,
    });
    expect(readRefund({ kind: 'partial', unit: 'price', amount: '13.81' }, left)).toBe('moreThanLeft');
  });

  it('reads the language’s notation and refuses what is not an amount', () => {
    expect(
      readRefund({ kind: 'partial', unit: 'price', amount: '9,20 €' }, { ...context, locale: 'fr' }),
    ).toMatchObject({
      units: '10000000',
    });
    expect(readRefund({ kind: 'partial', unit: 'price', amount: '9.201' }, context)).toBe('tooManyDecimals');
    expect(readRefund({ kind: 'partial', unit: 'price', amount: '0' }, context)).toBe('zero');
    expect(readRefund({ kind: 'partial', unit: 'price', amount: '-5' }, context)).toBe('negative');
    expect(readRefund({ kind: 'partial', unit: 'price', amount: '' }, context)).toBe('amountRequired');
    expect(readRefund({ kind: 'partial', unit: 'price', amount: 'ten' }, context)).toBe('amountInvalid');
  });
});
