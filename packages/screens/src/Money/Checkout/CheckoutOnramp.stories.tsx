import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckoutOnramp, type CheckoutOnrampOffer } from './CheckoutOnramp';

/** The sandbox's offer for a €25 session: cards in both countries, bank transfers in Portugal. */
const offer: CheckoutOnrampOffer = {
  provider: { name: 'Sandbox', sandbox: true },
  countries: [
    { country: 'BR', methods: ['card'] },
    { country: 'PT', methods: ['card', 'bank_transfer'] },
    { country: 'US', methods: [] },
  ],
  fees: [
    { method: 'card', currency: 'EUR', feeMinor: 88, totalMinor: 2588 },
    { method: 'bank_transfer', currency: 'EUR', feeMinor: 25, totalMinor: 2525 },
  ],
  order: null,
};

const meta = {
  title: 'Screens/Money/CheckoutOnramp',
  component: CheckoutOnramp,
  args: { offer, defaultCountry: 'PT', onStart: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckoutOnramp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The payer's country known: its methods, the card's fee and the total before leaving. */
export const Card: Story = {};
/** A bank transfer chosen: its own fee; Continue sends the choice. */
export const BankTransfer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /transfer|transferencia|virement|transferência/i }));
    await userEvent.click(canvas.getAllByRole('button').at(-1)!);
    await expect(args.onStart).toHaveBeenCalledWith({ country: 'PT', method: 'bank_transfer' });
  },
};
/** No country known yet: the payer picks one first. */
export const NoCountry: Story = { args: { defaultCountry: undefined } };
/** A country the provider lists without a method for this payment: pay with crypto. */
export const CountryNotServed: Story = { args: { defaultCountry: 'US' } };
/** The production provider, in yen. */
export const TransakYen: Story = {
  args: {
    offer: {
      ...offer,
      provider: { name: 'Transak', sandbox: false },
      fees: [
        { method: 'card', currency: 'JPY', feeMinor: 130, totalMinor: 3630 },
        { method: 'bank_transfer', currency: 'JPY', feeMinor: 40, totalMinor: 3540 },
      ],
    },
  },
};
/** The provider has the money and is sending the amount: the page follows it. */
export const Pending: Story = { args: { offer: { ...offer, order: { method: 'card', state: 'pending' } } } };
/** The last order was declined: said, and the payer may try again or pay with crypto. */
export const Declined: Story = { args: { offer: { ...offer, order: { method: 'card', state: 'failed' } } } };
/** The provider could not be reached when the payer continued. */
export const ProviderDown: Story = { args: { error: 'provider' } };
/** Cards and bank transfers are not available for this payment any more. */
export const Unavailable: Story = { args: { error: 'unavailable' } };
