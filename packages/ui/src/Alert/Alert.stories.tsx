import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Alert, Banner } from './Alert';
import { ALERT_TONES } from './Alert.styles';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  args: {
    title: 'Domain verification in progress',
    description: 'DNS changes can take up to 48 hours to propagate.',
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = {
  args: { tone: 'success', title: 'Domain verified', description: 'Your tier is now Basic Plus.' },
};
export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Test environment',
    description: 'Payments made on Moonbase Alpha use DEV tokens and have no value.',
  },
};
export const Danger: Story = {
  args: { tone: 'danger', title: 'Failed to load links. Please try again.', description: undefined },
};
export const TitleOnly: Story = { args: { description: undefined } };
export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    // The button's name is a message: find it by role alone, so that the play runs in every locale.
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
export const WithAction: Story = {
  args: {
    tone: 'danger',
    live: true,
    title: 'Failed to load links. Please try again.',
    description: undefined,
    action: (
      <Button size="sm" variant="secondary">
        Try again
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeInTheDocument();
  },
};
export const BannerVariant: Story = {
  args: { tone: 'warning', title: 'Test environment', description: undefined, onDismiss: fn() },
  parameters: { layout: 'fullscreen' },
  render: (args) => <Banner {...args} />,
};

/** Each tone an alert takes (every tone but neutral), with its own icon. */
export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {ALERT_TONES.map((tone) => (
        <Alert key={tone} {...args} tone={tone} title={tone} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(ALERT_TONES.length);
  },
};
