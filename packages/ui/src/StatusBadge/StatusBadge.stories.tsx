import type { Meta, StoryObj } from '@storybook/react-vite';
import { BADGE_TONES } from '../Badge/tones';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'UI/StatusBadge',
  component: StatusBadge,
  args: { tone: 'success', children: 'Active' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Neutral: Story = { args: { tone: 'neutral', children: 'Disabled' } };
export const Accent: Story = { args: { tone: 'accent', children: 'Invited' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Pending' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Rejected' } };
export const Info: Story = { args: { tone: 'info', children: 'In progress' } };
export const Small: Story = { args: { size: 'sm' } };

/** Every tone a status can take, as a table's status column would show them. */
export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {BADGE_TONES.map((tone) => (
        <StatusBadge key={tone} {...args} tone={tone}>
          {tone}
        </StatusBadge>
      ))}
    </div>
  ),
};
