import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Popover, PopoverDialog, PopoverTrigger } from './Popover';

const meta = {
  title: 'UI/Popover',
  component: Popover,
  args: { children: null, showArrow: true, placement: 'bottom start' },
  render: ({ children: _children, ...args }) => (
    <PopoverTrigger>
      <Button variant="secondary">Network fees</Button>
      <Popover {...args}>
        <PopoverDialog aria-label="Network fees">
          <p style={{ maxWidth: 260 }}>
            Moonbeam fees are paid in GLMR by the payer. A transfer usually costs less than USD 0.01.
          </p>
        </PopoverDialog>
      </Popover>
    </PopoverTrigger>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Network fees' }));
    const dialog = await screen.findByRole('dialog', { name: 'Network fees' });
    await waitFor(() => expect(dialog).toHaveFocus());
  },
};
