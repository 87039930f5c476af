import type { Meta, StoryObj } from '@storybook/react-vite';
import { LANGUAGES, type Language } from '@meridian/contract';
import { useIntl } from 'react-intl';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Heading } from '@meridian/ui';
import { withToasts } from '../../test/StoryToasts';
import { withPhoneWidth } from '../../test/phoneWidth';
import { Checkout, CheckoutStepLoading, type CheckoutProps } from './Checkout';
import { messages } from './Checkout.messages';
import { CheckoutLayout } from './CheckoutLayout';
import { CheckoutNotFound } from './CheckoutNotFound';
import { glmr, moonbeam, quote, staticLink, txHash, usdc, usdt } from './Checkout.examples';
import { loadCheckoutSteps } from './CheckoutSteps';

const onChangeLanguage = fn();

/** The story's language, as the language picker shows it. */
function usePickerValue(): Language {
  const { locale } = useIntl();
  return LANGUAGES.find((code): code is Language => code === locale) ?? 'en';
}

/** The page with its language picker showing the story's language. */
function WithPicker(args: CheckoutProps) {
  return <Checkout {...args} languagePicker={{ value: usePickerValue(), onChange: onChangeLanguage }} />;
}

/** The first step's heading over a step still loading. */
function LoadingStep({ merchantName }: { merchantName: string }) {
  const intl = useIntl();
  return (
    <CheckoutLayout
      merchantName={merchantName}
      languagePicker={{ value: usePickerValue(), onChange: onChangeLanguage }}
    >
      <Heading level={1} size="lg">
        {intl.formatMessage(messages.chooseHeading)}
      </Heading>
      <CheckoutStepLoading />
    </CheckoutLayout>
  );
}

function NotFoundPage() {
  return <CheckoutNotFound languagePicker={{ value: usePickerValue(), onChange: onChangeLanguage }} />;
}

const meta = {
  title: 'Screens/Money/Checkout',
  component: Checkout,
  parameters: { layout: 'fullscreen' },
  args: {
    merchantName: 'Lumen Coffee Roasters',
    link: staticLink,
    network: moonbeam,
    checkout: { state: 'chooseToken', tokens: [usdc, usdt, glmr] },
    onDonationAmount: fn(),
    onStart: fn(),
    onStartDraft: fn(),
    onChangeToken: fn(),
    onPayWithWallet: fn(),
    onConnect: fn(),
    onSwitchNetwork: fn(),
    onPayByQr: fn(),
    onRestart: fn(),
    onExpire: fn(),
    // The story page may not write to the clipboard: a stand-in keeps it deterministic.
    copy: fn(async () => {}),
  },
  render: (args) => <WithPicker {...args} />,
  decorators: [withToasts],
  // The later steps load on their own: loaded before the story renders, each shows at once.
  loaders: [
    async () => {
      await loadCheckoutSteps();
      return {};
    },
  ],
} satisfies Meta<typeof Checkout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseToken: Story = {};

/** The link collects the e-mail and billing details and adds VAT: subtotal, VAT and total. */
export const WithDetailsAndVat: Story = {
  args: { link: { ...staticLink, collect: { email: true, billing: true, vatRate: 21 } } },
};

/** Continuing with nothing filled in: each field says what is missing. */
export const DetailsMissing: Story = {
  args: { link: { ...staticLink, collect: { email: true, billing: true, vatRate: 21 } } },
  play: async ({ canvasElement, args }) => {
    const submit = canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]');
    submit?.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvasElement.querySelector('input[name="email"]')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

const donationLink: CheckoutProps['link'] = {
  ...staticLink,
  type: 'donation',
  name: 'Support the roastery',
  message: 'Every cup helps us pay our growers fairly.',
  amountCents: undefined,
  minimumCents: 500,
  suggestedCents: [1000, 2500, 5000],
};

export const DonationAmount: Story = { args: { link: donationLink, checkout: { state: 'donationAmount' } } };

/** A donation in yen: whole yen everywhere, the minimum and the suggested amounts too. */
export const DonationAmountYen: Story = {
  args: {
    link: { ...donationLink, currency: 'JPY', suggestedCents: [1000, 3000, 5000] },
    checkout: { state: 'donationAmount' },
  },
};

/**
 * An amount the language reads two ways (`12,50` in English, `12.50` in Spanish) is refused with
 * how to write it, kept as typed, and never taken as another amount.
 */
export const DonationAmountUnreadable: Story = {
  args: DonationAmount.args,
  play: async ({ canvasElement, args, globals }) => {
    const typed =
      ({ es: '12.50', pt: '12.50', fr: '1.250' } as Record<string, string>)[String(globals.locale)] ?? '12,50';
    const input = canvasElement.querySelector<HTMLInputElement>('input[name="amount"]')!;
    await userEvent.type(input, typed);
    canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue(typed);
    await expect(args.onDonationAmount).not.toHaveBeenCalled();
  },
};

export const AwaitingPayment: Story = { args: { checkout: { state: 'awaitingPayment', quote } } };

/** A phone's width (390 px): the token cards and the button across the card. */
export const ChooseTokenPhone: Story = {
  args: { link: { ...staticLink, collect: { email: true, billing: false } } },
  decorators: [withPhoneWidth],
};

/** A phone's width: the QR code over the details, the address in two halves beside its copy button. */
export const AwaitingPaymentPhone: Story = {
  args: { checkout: { state: 'awaitingPayment', quote } },
  decorators: [withPhoneWidth],
};

/** While the step's code loads: its card holds a spinner, under the heading and the order. */
export const StepLoading: Story = {
  render: (args) => <LoadingStep merchantName={args.merchantName} />,
};

/** An address that names no link: said in the checkout's frame, with no way into the dashboard. */
export const NotFound: Story = {
  render: () => <NotFoundPage />,
};

/** A test link on the sandbox rate, paid in the coin. */
export const SandboxRate: Story = {
  args: {
    link: { ...staticLink, environment: 'test' },
    network: { chainId: 1281, name: 'Local test chain' },
    checkout: {
      state: 'awaitingPayment',
      quote: {
        ...quote,
        token: { symbol: 'DEV', decimals: 18 },
        amount: { units: '199600000000004217', decimals: 18, symbol: 'DEV' },
        expiresAt: new Date('2026-06-15T10:49:30Z'),
        sandboxRate: true,
      },
    },
  },
};

/** Copying the exact amount confirms with a toast. */
export const AmountCopied: Story = {
  args: { checkout: { state: 'awaitingPayment', quote } },
  play: async ({ canvasElement, args }) => {
    const button = canvasElement.querySelectorAll<HTMLButtonElement>('dd button')[0];
    button?.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.copy).toHaveBeenCalledWith('49.904217'));
    await expect(await screen.findByRole('alertdialog')).toHaveAttribute('data-type', 'success');
  },
};

export const ConnectWallet: Story = {
  args: {
    checkout: {
      state: 'connectWallet',
      quote,
      connectors: [
        { id: 'injected', name: 'Browser wallet' },
        { id: 'walletConnect', name: 'WalletConnect' },
      ],
    },
  },
};

/** The wallet refused the request: its message, and the QR code to pay another way. */
export const WalletError: Story = {
  args: { checkout: { state: 'awaitingPayment', quote, walletError: 'userRejected' } },
};

export const WrongNetwork: Story = { args: { checkout: { state: 'wrongNetwork', quote, walletNetwork: 'Ethereum' } } };
export const SwitchRejected: Story = { args: { checkout: { state: 'switchRejected', quote } } };
export const Sending: Story = { args: { checkout: { state: 'sending', quote } } };
export const Confirming: Story = {
  args: { checkout: { state: 'confirming', quote, txHash, confirmations: { count: 1, required: 2 } } },
};
export const ConfirmingFinality: Story = {
  args: { checkout: { state: 'confirming', quote, txHash, confirmations: { finality: true } } },
};
export const Paid: Story = { args: { checkout: { state: 'paid', quote, txHash, paymentId: 'pay_7Hq2mX9vKc4T' } } };
export const Expired: Story = { args: { checkout: { state: 'expired', quote } } };
export const PaidLate: Story = {
  args: { checkout: { state: 'paidLate', quote, txHash, paymentId: 'pay_7Hq2mX9vKc4T' } },
};
export const Underpaid: Story = {
  args: { checkout: { state: 'underpaid', quote, received: { units: '40000000', decimals: 6, symbol: 'USDC' } } },
};
export const RateUnavailable: Story = { args: { checkout: { state: 'rateUnavailable' } } };
export const LinkUnavailable: Story = { args: { checkout: { state: 'linkUnavailable', reason: 'disabled' } } };
export const LinkArchived: Story = { args: { checkout: { state: 'linkUnavailable', reason: 'archived' } } };
/** A store's checkout whose time is over (or that the store ended): final, the payer goes back to the shop. */
export const CheckoutExpired: Story = { args: { checkout: { state: 'checkoutExpired' } } };
export const AboveLimit: Story = {
  args: { checkout: { state: 'aboveLimit', limitCents: 10000, period: 'payment' } },
};
export const AboveMonthlyLimit: Story = {
  args: { checkout: { state: 'aboveLimit', limitCents: 1000000, period: 'month' } },
};
