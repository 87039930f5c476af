import type { Meta, StoryObj } from '@storybook/react-vite';
import { RefreshCw } from 'lucide-react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {
    content: 'Creates a new key and revokes this one',
    children: <IconButton label="Regenerate key" icon={<RefreshCw />} variant="secondary" />,
  },
  render: (args) => (
    <div style={{ padding: '64px 160px' }}>
      <Tooltip {...args} />
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { args: { defaultOpen: true } };

/** Keyboard focus shows it at once, without the hover delay. */
export const OnFocus: Story = {
  args: { children: <Button variant="secondary">Regenerate key</Button>, placement: 'bottom' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Regenerate key' })).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Creates a new key and revokes this one');
  },
};

export const WithoutArrow: Story = { args: { defaultOpen: true, showArrow: false, placement: 'end' } };
