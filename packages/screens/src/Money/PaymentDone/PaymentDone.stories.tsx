import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withToasts } from '../../test/StoryToasts';
import { PaymentDone } from './PaymentDone';

const meta = {
  title: 'Screens/Money/PaymentDone',
  component: PaymentDone,
  parameters: { layout: 'fullscreen' },
  args: {
    merchantName: 'Lumen Coffee Roasters',
    receipt: {
      paymentId: 'pay_7Hq2mX9vKc4T',
      subtotalCents: 4990,
      vat: { rate: 21, cents: 1048 },
      totalCents: 6038,
      paid: { units: '60384217', decimals: 6, symbol: 'USDC' },
    },
    message: 'Thank you! Your beans are roasted tomorrow morning and shipped the same day.',
    onRedirect: fn(),
    copy: fn(async () => {}),
  },
  decorators: [withToasts],
} satisfies Meta<typeof PaymentDone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** No VAT and no message of the link's own: the default thanks. */
export const Plain: Story = {
  args: {
    message: undefined,
    receipt: {
      paymentId: 'pay_Lm5cB9xJ2kT7',
      subtotalCents: 4990,
      totalCents: 4990,
      paid: { units: '49904217', decimals: 6, symbol: 'USDC' },
    },
  },
};
/** The link sends the payer back to the shop: a visible countdown and a link to go now. */
export const WithRedirect: Story = {
  args: { redirect: { url: 'https://lumen.example/thanks', at: new Date('2026-06-15T10:30:10Z') } },
};
