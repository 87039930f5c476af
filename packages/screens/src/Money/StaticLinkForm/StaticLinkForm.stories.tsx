import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { field, submitForm } from '../../test/stories';
import { exampleLinkFormProps } from '../common/examples';
import { StaticLinkForm } from './StaticLinkForm';
import type { StaticLinkValues } from './StaticLinkForm.rules';

const filled: Partial<StaticLinkValues> = {
  name: 'Summer sale',
  amount: 49.9,
  payoutWalletId: 'w-1',
  environment: 'live',
  collectEmail: true,
  includeVat: true,
  vatRate: 23,
  message: 'Thank you! Your coffee ships within two working days.',
  redirectUrl: 'https://lumencoffee.com/thanks',
};

const meta = {
  title: 'Screens/Money/StaticLinkForm',
  component: StaticLinkForm,
  args: {
    ...exampleLinkFormProps,
    tier: 'basic',
    verificationHref: '/settings/verification',
    onSubmit: fn(),
  },
} satisfies Meta<typeof StaticLinkForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Billing: Story = {};
export const Payment: Story = { args: { initialStep: 'payment', defaultValues: { ...filled, payoutWalletId: null } } };
export const AfterPayment: Story = {
  args: { initialStep: 'after', defaultValues: { ...filled, message: '', redirectUrl: '' } },
};

/** Submits the billing step and checks that the amount, its only field that can be wrong here, is marked invalid. */
async function expectAmountInvalid(canvasElement: HTMLElement) {
  await submitForm(canvasElement);
  await waitFor(() => expect(canvasElement.querySelector('input[aria-invalid="true"]')).not.toBeNull());
  await expect(field(canvasElement, 'name')).not.toHaveAttribute('aria-invalid', 'true');
}

/** Three decimals are not an amount in dollars and cents. */
export const InvalidAmount: Story = {
  args: { defaultValues: { amount: 0 } },
  play: async ({ canvasElement, args }) => {
    await expectAmountInvalid(canvasElement);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * An amount typed as the story's language writes numbers, then Enter: the field cannot read it
 * and says which rule it breaks (the contract's amount rule).
 */
function typedAmount(typed: (decimal: string) => string): Story {
  return {
    play: async ({ canvasElement, args, globals }) => {
      const locale = String(globals.locale ?? 'en');
      const decimal = new Intl.NumberFormat(locale === 'pseudo' ? 'en' : locale).formatToParts(1.5)[1]?.value ?? '.';
      const input = field(canvasElement, 'amount');
      await userEvent.type(input, `${typed(decimal)}{Enter}`);
      await expectAmountInvalid(canvasElement);
      await expect(args.onSubmit).not.toHaveBeenCalled();
    },
  };
}

/** A minus sign: a payment is never negative. */
export const NegativeAmount = typedAmount((decimal) => `-5${decimal}50`);
/** Three decimals: US dollars go to the cent. */
export const TooManyDecimals = typedAmount((decimal) => `5${decimal}505`);
/** Another currency's sign. */
export const OtherCurrencySign = typedAmount((decimal) => `€5${decimal}50`);
/** Words, not a number. */
export const NotANumber = typedAmount(() => 'five');

/** $250 on Basic, whose limit is $100 a payment: the error names the limit and Basic Plus. */
export const AboveTierLimit: Story = {
  args: { defaultValues: { name: 'Espresso machine deposit', amount: 250 } },
  play: async ({ canvasElement }) => {
    await expectAmountInvalid(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('a[href="/settings/verification"]')).not.toBeNull());
  },
};

export const NoPayoutWallet: Story = { args: { initialStep: 'payment', wallets: [], defaultValues: filled } };
export const Submitting: Story = { args: { initialStep: 'after', defaultValues: filled, status: 'submitting' } };
export const Failed: Story = { args: { initialStep: 'after', defaultValues: filled, error: 'createFailed' } };
export const Edit: Story = { args: { mode: 'edit', defaultValues: filled } };
/** The server refused the amount (the tier changed meanwhile): the form goes back to it. */
export const RefusedByServer: Story = {
  args: { initialStep: 'after', defaultValues: { ...filled, amount: 250 }, fieldErrors: { amount: 'aboveTierLimit' } },
};

/** US dollars per unit of each currency, the snapshot the forms compare tier limits through. */
const usdPerUnit = { USD: '1', EUR: '1.08', JPY: '0.0067' };

/** A workspace pricing in euros: the link's amount in euros, the tier limit said in euros too. */
export const Euros: Story = {
  args: { currency: 'EUR', usdPerUnit, defaultValues: { name: 'Café em grão, 1 kg', currency: 'EUR', amount: 25 } },
};
/** A link priced in yen: whole yen, no decimals. */
export const Yen: Story = {
  args: { currency: 'JPY', usdPerUnit, defaultValues: { name: 'Drip bags, box of 10', currency: 'JPY', amount: 3500 } },
};
/** A fraction of a yen is no amount of yen: said with the smallest amount. */
export const YenFraction: Story = {
  args: { currency: 'JPY', usdPerUnit, defaultValues: { name: 'Drip bags, box of 10', currency: 'JPY' } },
  play: async ({ canvasElement }) => {
    const amount = field(canvasElement, 'amount');
    await userEvent.type(amount, '12.5');
    await userEvent.tab();
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
  },
};
