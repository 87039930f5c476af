import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QRCode } from './QRCode';

const meta = {
  title: 'UI/QRCode',
  component: QRCode,
  args: {
    value: 'https://verify.meridian.example/continue/7f3a9c2e41b84d0f',
    label: 'QR code to continue verification on your phone',
  },
} satisfies Meta<typeof QRCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'QR code to continue verification on your phone' }),
    ).toBeInTheDocument();
  },
};
export const Large: Story = { args: { size: 280 } };
