import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CheckoutOnramp, type CheckoutOnrampOffer } from './CheckoutOnramp';

const offer: CheckoutOnrampOffer = {
  provider: { name: 'Sandbox', sandbox: true },
  countries: [
    { country: 'PT', methods: ['card', 'bank_transfer'] },
    { country: 'US', methods: ['card'] },
  ],
  fees: [
    { method: 'card', currency: 'USD', feeMinor: 175, totalMinor: 5165 },
    { method: 'bank_transfer', currency: 'USD', feeMinor: 50, totalMinor: 5040 },
  ],
  order: null,
};

describe('CheckoutOnramp', () => {
  it('shows what the payer’s country can use and the provider’s fee before leaving', async () => {
    const onStart = vi.fn();
    renderWithProviders(<CheckoutOnramp offer={offer} defaultCountry="PT" onStart={onStart} />);
    expect(screen.getByRole('heading', { name: 'Card or bank transfer' })).toBeVisible();
    expect(screen.getByText('Sandbox: nothing is charged')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Bank transfer' })).toBeInTheDocument();
    expect(screen.getByText('Sandbox’s fee').nextElementSibling).toHaveTextContent('$1.75');
    expect(screen.getByText('You pay Sandbox').nextElementSibling).toHaveTextContent('$51.65');
    await userEvent.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    expect(screen.getByText('Sandbox’s fee').nextElementSibling).toHaveTextContent('$0.50');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Sandbox' }));
    expect(onStart).toHaveBeenCalledWith({ country: 'PT', method: 'bank_transfer' });
  });

  it('says the fee in its own currency’s digits, whole yen or a currency Meridian does not price in', () => {
    const fees = (currency: string, feeMinor: number, totalMinor: number) => ({
      ...offer,
      fees: [{ method: 'card' as const, currency, feeMinor, totalMinor }],
    });
    const { unmount } = renderWithProviders(
      <CheckoutOnramp offer={fees('JPY', 130, 3630)} defaultCountry="US" onStart={vi.fn()} />,
    );
    expect(screen.getByText('Sandbox’s fee').nextElementSibling).toHaveTextContent('¥130');
    expect(screen.getByText('You pay Sandbox').nextElementSibling).toHaveTextContent('¥3,630');
    unmount();
    renderWithProviders(<CheckoutOnramp offer={fees('KWD', 1250, 21_250)} defaultCountry="US" onStart={vi.fn()} />);
    expect(screen.getByText('Sandbox’s fee').nextElementSibling).toHaveTextContent(/^KWD\s1\.250$/);
    expect(screen.getByText('You pay Sandbox').nextElementSibling).toHaveTextContent(/^KWD\s21\.250$/);
  });

  it('offers only cards where bank transfers are not served, and waits for a country', async () => {
    const { unmount } = renderWithProviders(<CheckoutOnramp offer={offer} defaultCountry="US" onStart={vi.fn()} />);
    expect(screen.getByRole('radio', { name: 'Card' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Bank transfer' })).toBeNull();
    unmount();
    renderWithProviders(<CheckoutOnramp offer={offer} defaultCountry="JP" onStart={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Continue to Sandbox' })).toBeDisabled();
  });

  it('says a declined payment did not go through', () => {
    renderWithProviders(
      <CheckoutOnramp offer={{ ...offer, order: { method: 'card', state: 'failed' } }} onStart={vi.fn()} />,
    );
    expect(
      screen.getByText('Your card or bank transfer payment did not go through. Try again, or pay with crypto.'),
    ).toBeVisible();
  });
});
