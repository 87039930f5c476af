import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { checkDonation, donationMinor } from './Checkout.rules';
import { CheckoutDonation } from './CheckoutDonation';

describe('CheckoutDonation in the link’s currency', () => {
  it('takes whole yen: the amount as typed, the minimum and the suggested amounts in yen', async () => {
    const onAmount = vi.fn();
    renderWithProviders(
      <CheckoutDonation currency="JPY" minimumCents={500} suggestedCents={[1000, 2500]} onAmount={onAmount} />,
    );
    const amount = screen.getByRole('textbox', { name: /Amount in Japanese yen/ });
    expect(amount).toHaveAccessibleDescription('At least ¥500.');
    await userEvent.type(amount, '300');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(amount).toHaveAccessibleDescription(/Enter at least ¥500\./);
    expect(onAmount).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: '¥2,500' }));
    expect(amount).toHaveValue('¥2,500');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    // 2,500 yen are 2,500 minor units, never 250,000.
    expect(onAmount).toHaveBeenLastCalledWith(2500);
    await userEvent.clear(amount);
    await userEvent.type(amount, '1250');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(onAmount).toHaveBeenLastCalledWith(1250);
  });

  it('refuses a fraction of a yen, and says the smallest amount', async () => {
    const onAmount = vi.fn();
    renderWithProviders(<CheckoutDonation currency="JPY" onAmount={onAmount} />);
    const amount = screen.getByRole('textbox', { name: /Amount in Japanese yen/ });
    await userEvent.type(amount, '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(onAmount).not.toHaveBeenCalled();
    expect(amount).toHaveAccessibleDescription(/Use a whole number: ¥1 is the smallest amount in Japanese yen\./);
  });

  it('takes euros in cents, typed the French way, and names them', async () => {
    const onAmount = vi.fn();
    renderWithProviders(<CheckoutDonation currency="EUR" minimumCents={500} onAmount={onAmount} />, {
      locale: 'fr',
    });
    const amount = screen.getByRole('textbox', { name: /euros/ });
    expect(amount).toHaveAccessibleDescription(/5,00\s€/);
    await userEvent.type(amount, '12,50');
    await userEvent.click(screen.getByRole('button'));
    expect(onAmount).toHaveBeenCalledWith(1250);
  });

  it('counts the currency’s own digits', () => {
    expect(donationMinor(1250, 'JPY')).toBe(1250);
    expect(donationMinor(12.5, 'JPY')).toBeNull();
    expect(donationMinor(12.5, 'EUR')).toBe(1250);
    expect(donationMinor(12.345, 'USD')).toBeNull();
    expect(checkDonation(400, 500, 'JPY')).toBe('belowMinimum');
    expect(checkDonation(500, 500, 'JPY')).toBeUndefined();
    expect(checkDonation(0.5, 1, 'JPY')).toBe('amountInvalid');
    expect(checkDonation(Number.NaN, 1, 'JPY')).toBe('amountRequired');
  });
});
