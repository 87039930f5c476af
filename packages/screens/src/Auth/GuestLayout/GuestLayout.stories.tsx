import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Text } from '@meridian/ui';
import { GuestLayout } from './GuestLayout';

const meta = {
  title: 'Screens/Auth/GuestLayout',
  component: GuestLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    heading: 'Welcome to Meridian',
    description: 'Accept crypto payments in minutes.',
    children: (
      <>
        <Text>The card holds one task at a time: a form, a message or a choice.</Text>
        <Button fullWidth size="lg">
          Continue
        </Button>
      </>
    ),
    copyrightYear: 2026,
  },
} satisfies Meta<typeof GuestLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithEyebrowAndBelow: Story = {
  args: { eyebrow: 'Step 1 of 2', below: <Text tone="muted">Questions? support@meridian.example</Text> },
};
