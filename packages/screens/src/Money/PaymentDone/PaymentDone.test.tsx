import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { txHash } from '../Checkout/Checkout.examples';
import { PaymentDone } from './PaymentDone';
import { exampleReceipt as receipt } from './PaymentDone.examples';

afterEach(() => vi.useRealTimers());

describe('PaymentDone', () => {
  it('shows the thanks and the receipt: subtotal, VAT, total, what was paid and the payment ID to copy', async () => {
    const copy = vi.fn(async () => {});
    renderWithProviders(<PaymentDone merchantName="Lumen" receipt={receipt} copy={copy} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment complete' })).toBeInTheDocument();
    expect(screen.getByText('Thank you for your payment.')).toBeInTheDocument();
    expect(screen.getByText('$49.90')).toBeInTheDocument();
    expect(screen.getByText('VAT (21%)')).toBeInTheDocument();
    expect(screen.getByText('$10.48')).toBeInTheDocument();
    expect(screen.getByText('$60.38')).toBeInTheDocument();
    expect(screen.getByText('60.384217 USDC')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy the payment ID' }));
    expect(copy).toHaveBeenCalledWith(receipt.paymentId);
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('says the rate locked when the checkout opened, its source and its time', () => {
    const at = new Date('2026-06-15T10:27:30Z');
    renderWithProviders(
      <PaymentDone
        merchantName="Lumen"
        receipt={{ ...receipt, currency: 'EUR', rate: { rate: '0.9215', source: 'kraken', at } }}
      />,
    );
    expect(screen.getByText('Exchange rate')).toBeInTheDocument();
    expect(screen.getByText('1 USDC = €0.9215')).toBeInTheDocument();
    expect(screen.getByText('Kraken')).toBeInTheDocument();
    const lockedAt = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' }).format(at);
    expect(screen.getByText('Rate locked at').nextElementSibling).toHaveTextContent(lockedAt);
  });

  it('says a sandbox rate is one, and a yen rate in yen', () => {
    renderWithProviders(
      <PaymentDone
        merchantName="Lumen"
        receipt={{
          ...receipt,
          currency: 'JPY',
          rate: { rate: '148.5', source: 'sandbox', at: new Date('2026-06-15T10:27:30Z') },
        }}
      />,
    );
    expect(screen.getByText('1 USDC = ¥148.5')).toBeInTheDocument();
    expect(screen.getByText('Sandbox (fixed test rates)')).toBeInTheDocument();
  });

  it('says what was paid for and when, and the transaction on its explorer', async () => {
    const copy = vi.fn(async () => {});
    renderWithProviders(
      <PaymentDone
        merchantName="Lumen"
        receipt={{
          ...receipt,
          transaction: { hash: txHash, network: 'Moonbeam', chainId: 1284 },
        }}
        copy={copy}
      />,
    );
    expect(screen.getByText(receipt.item)).toBeInTheDocument();
    // In the payer's own time zone.
    const paidOn = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(receipt.paidAt);
    expect(screen.getByText(paidOn)).toBeInTheDocument();
    expect(screen.getByText('Moonbeam')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the transaction 0x5c504e…b22060 on the explorer' })).toHaveAttribute(
      'href',
      `https://moonscan.io/tx/${txHash}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy the transaction hash' }));
    expect(copy).toHaveBeenCalledWith(txHash);
  });

  it('without a redirect, says the page may be closed and offers another payment when the link takes one', async () => {
    const onPayAgain = vi.fn();
    const { unmount } = renderWithProviders(
      <PaymentDone merchantName="Lumen" receipt={receipt} onPayAgain={onPayAgain} />,
    );
    expect(screen.getByText(/You can close this page now/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Make another payment' }));
    expect(onPayAgain).toHaveBeenCalledTimes(1);
    unmount();
    renderWithProviders(<PaymentDone merchantName="Lumen" receipt={receipt} />);
    expect(screen.queryByRole('button', { name: 'Make another payment' })).toBeNull();
  });

  it('counts down to the redirect, then follows it once; the link goes now', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-06-15T10:30:00Z'));
    const onRedirect = vi.fn();
    renderWithProviders(
      <PaymentDone
        merchantName="Lumen"
        receipt={receipt}
        message="See you soon!"
        redirect={{ url: 'https://lumen.example/thanks', at: new Date('2026-06-15T10:30:05Z') }}
        onRedirect={onRedirect}
      />,
    );
    expect(screen.getByText('See you soon!')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Taking you back to Lumen in 5 seconds.');
    expect(screen.getByRole('link', { name: 'Go now' })).toHaveAttribute('href', 'https://lumen.example/thanks');
    // The redirect is the way onward: no note to close the page, no other payment.
    expect(screen.queryByText(/You can close this page now/)).toBeNull();
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole('timer')).toHaveTextContent('in 1 second.');
    expect(onRedirect).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(3000));
    expect(onRedirect).toHaveBeenCalledTimes(1);
    expect(onRedirect).toHaveBeenCalledWith('https://lumen.example/thanks');
  });
});
