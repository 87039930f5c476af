import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading profile picture', value: 40 },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <ProgressBar {...args} />
    </div>
  ),
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading profile picture' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
  },
};
export const Indeterminate: Story = { args: { isIndeterminate: true } };
export const Complete: Story = { args: { value: 100, tone: 'success' } };
export const Upload: Story = {
  args: { value: 1.2, maxValue: 3, valueLabel: '1.2 MB / 3 MB', description: 'avatar.png' },
};
export const Failed: Story = { args: { value: 65, tone: 'danger', showValueLabel: false } };
export const Small: Story = { args: { size: 'sm', label: undefined, 'aria-label': 'Uploading profile picture' } };
