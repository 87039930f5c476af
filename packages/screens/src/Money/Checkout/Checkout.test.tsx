import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Checkout, CheckoutStepLoading, type CheckoutProps } from './Checkout';
import { CheckoutNotFound } from './CheckoutNotFound';
import { glmr, moonbeam, quote, staticLink, txHash, usdc } from './Checkout.examples';
import { paymentRequestUri } from './Checkout.rules';
import { loadCheckoutSteps } from './CheckoutSteps';

/** Renders the screen (in English unless `locale` says otherwise) and waits for the step's code, which loads on its own. */
async function renderCheckout(props: Partial<CheckoutProps> = {}, { locale }: { locale?: string } = {}) {
  const handlers = {
    onDonationAmount: vi.fn(),
    onStart: vi.fn(),
    onPayWithWallet: vi.fn(),
    onConnect: vi.fn(),
    onSwitchNetwork: vi.fn(),
    onPayByQr: vi.fn(),
    onRestart: vi.fn(),
    onExpire: vi.fn(),
    copy: vi.fn(async () => {}),
  };
  renderWithProviders(
    <Checkout
      merchantName="Lumen Coffee Roasters"
      link={staticLink}
      network={moonbeam}
      checkout={{ state: 'chooseToken', tokens: [usdc, glmr] }}
      {...handlers}
      {...props}
    />,
    { locale },
  );
  await act(() => loadCheckoutSteps());
  return handlers;
}

afterEach(() => vi.useRealTimers());

/** The element that shows `text` whole, though its parts may sit in elements of their own (an address in halves). */
const wholeText = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text && ![...element.children].some((child) => child.textContent === text);

describe('Checkout', () => {
  it('asks for the token, then for the e-mail and billing details the link collects, with subtotal, VAT and total', async () => {
    const { onStart } = await renderCheckout({
      link: { ...staticLink, collect: { email: true, billing: true, vatRate: 21 } },
    });
    const order = screen.getByText('Subtotal').closest('dl')!;
    expect(within(order).getByText('$49.90')).toBeInTheDocument();
    expect(within(order).getByText('VAT (21%)')).toBeInTheDocument();
    expect(within(order).getByText('$10.48')).toBeInTheDocument();
    expect(within(order).getByText('$60.38')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByRole('radiogroup', { name: /Pay with/ })).toHaveAccessibleDescription(
      'Choose a token to pay with.',
    );
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onStart).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('radio', { name: /USDC/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), ' ana@example.com ');
    await userEvent.type(screen.getByRole('textbox', { name: /Full name/ }), 'Ana Silva');
    await userEvent.type(screen.getByRole('textbox', { name: /Street address/ }), 'Rua Augusta 1');
    await userEvent.type(screen.getByRole('textbox', { name: /Postal code/ }), '1100-048');
    await userEvent.type(screen.getByRole('textbox', { name: /City/ }), 'Lisboa');
    await userEvent.type(screen.getByRole('textbox', { name: /Country/ }), 'Portugal');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(onStart).toHaveBeenCalledWith({
      token: 'USDC',
      details: {
        email: 'ana@example.com',
        name: 'Ana Silva',
        address: 'Rua Augusta 1',
        postalCode: '1100-048',
        city: 'Lisboa',
        country: 'Portugal',
      },
    });
  });

  it('shows the exact amount per language and copies it as wallets take it, with the address beside it', async () => {
    const { copy } = await renderCheckout({ checkout: { state: 'awaitingPayment', quote } });
    expect(screen.getByText('49.904217 USDC')).toBeInTheDocument();
    expect(screen.getByText(wholeText(quote.payTo))).toBeInTheDocument();
    expect(screen.getByText(wholeText(usdc.contract!))).toBeInTheDocument();
    expect(screen.getByText('Moonbeam')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /QR code of the payment request/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy the amount' }));
    expect(copy).toHaveBeenLastCalledWith('49.904217');
    await userEvent.click(screen.getByRole('button', { name: 'Copy the address' }));
    expect(copy).toHaveBeenLastCalledWith(quote.payTo);
  });

  it('writes a large coin amount with the language’s separators, every decimal kept', async () => {
    await renderCheckout(
      {
        checkout: {
          state: 'awaitingPayment',
          quote: { ...quote, token: glmr, amount: { units: '1234567890123456789012', decimals: 18, symbol: 'GLMR' } },
        },
      },
      { locale: 'fr' },
    );
    // French groups thousands with a narrow no-break space and writes a decimal comma.
    expect(screen.getByText('1\u202f234,567890123456789012 GLMR', { normalizer: (text) => text })).toBeInTheDocument();
  });

  it('counts down to the price’s expiry and says when it is over', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-06-15T11:27:30Z'));
    const { onExpire } = await renderCheckout({ checkout: { state: 'awaitingPayment', quote } });
    expect(screen.getByRole('timer')).toHaveTextContent('This price holds for 2:00');
    act(() => vi.advanceTimersByTime(65_000));
    expect(screen.getByRole('timer')).toHaveTextContent('This price holds for 0:55');
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:00');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('asks the remaining amount after a short payment', async () => {
    await renderCheckout({
      checkout: { state: 'underpaid', quote, received: { units: '40000000', decimals: 6, symbol: 'USDC' } },
    });
    expect(
      screen.getByText(
        '40 USDC of 49.904217 USDC has arrived. Send the remaining 9.904217 USDC to the same address to complete the payment.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('9.904217 USDC')).toBeInTheDocument();
  });

  it('takes a donation from the minimum, a suggested amount in one press', async () => {
    const { onDonationAmount } = await renderCheckout({
      link: {
        ...staticLink,
        type: 'donation',
        amountCents: undefined,
        minimumCents: 500,
        suggestedCents: [1000, 2500],
      },
      checkout: { state: 'donationAmount' },
    });
    await userEvent.type(screen.getByRole('textbox', { name: /Amount in US dollars/ }), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByRole('textbox', { name: /Amount in US dollars/ })).toHaveAccessibleDescription(
      /Enter at least \$5\.00\./,
    );
    expect(onDonationAmount).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: '$25.00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(onDonationAmount).toHaveBeenCalledWith(2500);
  });

  it('refuses a donation amount the language cannot read one way, and never multiplies it', async () => {
    const donation: Partial<CheckoutProps> = {
      link: { ...staticLink, type: 'donation', amountCents: undefined, minimumCents: 500 },
      checkout: { state: 'donationAmount' },
    };
    const { onDonationAmount } = await renderCheckout(donation);
    const amount = screen.getByRole('textbox', { name: /Amount in US dollars/ });
    await userEvent.type(amount, '12,50');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(onDonationAmount).not.toHaveBeenCalled();
    expect(amount).toHaveValue('12,50');
    expect(amount).toHaveFocus();
    expect(amount).toHaveAccessibleDescription(/This amount can be read more than one way\. Write it like 1,234\.50\./);
    await userEvent.clear(amount);
    await userEvent.type(amount, '12.50');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(onDonationAmount).toHaveBeenCalledWith(1250);
  });

  it('reads a donation typed the Spanish way', async () => {
    const { onDonationAmount } = await renderCheckout(
      { link: { ...staticLink, type: 'donation', amountCents: undefined }, checkout: { state: 'donationAmount' } },
      { locale: 'es' },
    );
    await userEvent.type(screen.getByRole('textbox'), '12,50');
    await userEvent.click(screen.getByRole('button'));
    expect(onDonationAmount).toHaveBeenCalledWith(1250);
  });

  it('tells a payer an unknown link does not exist, with no way into the dashboard', () => {
    renderWithProviders(<CheckoutNotFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'This payment link does not exist' })).toBeInTheDocument();
    expect(screen.getByText(/Check the address with the business that sent it to you/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says the payment is loading while a step’s code loads', () => {
    renderWithProviders(<CheckoutStepLoading />);
    expect(screen.getByRole('img', { name: 'Loading the payment' })).toBeInTheDocument();
  });

  it('names the merchant’s limit when the payment is above it', async () => {
    await renderCheckout({ checkout: { state: 'aboveLimit', limitCents: 10000, period: 'payment' } });
    expect(screen.getByText(/can take payments of up to \$100\.00 each/)).toBeInTheDocument();
  });

  it('follows the payment until final, with the transaction on the explorer', async () => {
    await renderCheckout({
      checkout: { state: 'confirming', quote, txHash, confirmations: { count: 1, required: 2 } },
    });
    expect(screen.getByRole('progressbar', { name: '1 of 2 confirmations' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View the transaction/ })).toHaveAttribute(
      'href',
      `https://moonscan.io/tx/${txHash}`,
    );
  });

  it('uses the wallet pages’ message when the network switch is refused', async () => {
    await renderCheckout({ checkout: { state: 'switchRejected', quote } });
    expect(screen.getByText(/The network switch was rejected\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay by QR code instead' })).toBeInTheDocument();
  });
});

describe('paymentRequestUri', () => {
  it('asks a token transfer of the exact units, or the coin’s value in wei', () => {
    expect(paymentRequestUri(quote, 1284)).toBe(
      `ethereum:${usdc.contract}@1284/transfer?address=${quote.payTo}&uint256=49904217`,
    );
    expect(
      paymentRequestUri(
        { ...quote, token: glmr, amount: { units: '1500000000000000000', decimals: 18, symbol: 'GLMR' } },
        1281,
      ),
    ).toBe(`ethereum:${quote.payTo}@1281?value=1500000000000000000`);
  });
});
