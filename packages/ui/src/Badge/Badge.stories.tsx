import type { Meta, StoryObj } from '@storybook/react-vite';
import { FlaskConical } from 'lucide-react';
import { Badge } from './Badge';
import { BADGE_TONES } from './tones';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Static' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Accent: Story = { args: { tone: 'accent', children: 'Donation' } };
export const Success: Story = { args: { tone: 'success', children: 'Live' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Test' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Over limit' } };
export const Info: Story = { args: { tone: 'info', children: 'Dynamic' } };
export const Small: Story = { args: { size: 'sm', tone: 'accent', children: '12' } };
export const WithIcon: Story = { args: { tone: 'warning', icon: <FlaskConical />, children: 'Test' } };

/** Every tone of the shared vocabulary, then `accent`, at both sizes. */
export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {(['md', 'sm'] as const).map((size) => (
        <div key={size} style={{ display: 'flex', gap: 8 }}>
          {BADGE_TONES.map((tone) => (
            <Badge key={tone} {...args} tone={tone} size={size}>
              {tone}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
};
