import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, SkeletonGroup } from './Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  decorators: [
    (Story) => (
      <SkeletonGroup>
        <div style={{ maxWidth: 360 }}>
          <Story />
        </div>
      </SkeletonGroup>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = { args: { lines: 3 } };
export const Block: Story = { args: { variant: 'block', height: '160px' } };
export const Circle: Story = { args: { variant: 'circle', size: 'lg' } };
/** A list row while it loads: the shapes of an avatar, a name and an amount. */
export const Loading: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {[0, 1, 2].map((row) => (
        <div key={row} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <Skeleton variant="circle" size="md" />
          <div style={{ flex: 1 }}>
            <Skeleton lines={2} />
          </div>
          <Skeleton width="64px" />
        </div>
      ))}
    </div>
  ),
};
