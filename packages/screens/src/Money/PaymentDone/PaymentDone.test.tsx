import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PaymentDone, type PaymentReceipt } from './PaymentDone';

const receipt: PaymentReceipt = {
  paymentId: 'pay_7Hq2mX9vKc4T',
  subtotalCents: 4990,
  vat: { rate: 21, cents: 1048 },
  totalCents: 6038,
  paid: { units: '60384217', decimals: 6, symbol: 'USDC' },
};

afterEach(() => vi.useRealTimers());

describe('PaymentDone', { timeout: 30_000 }, () => {
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
    expect(copy).toHaveBeenCalledWith('pay_7Hq2mX9vKc4T');
    expect(screen.queryByRole('timer')).toBeNull();
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
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole('timer')).toHaveTextContent('in 1 second.');
    expect(onRedirect).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(3000));
    expect(onRedirect).toHaveBeenCalledTimes(1);
    expect(onRedirect).toHaveBeenCalledWith('https://lumen.example/thanks');
  });
});
