import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Download } from 'lucide-react';
import { Button } from './Button';
import { ButtonLink } from './ButtonLink';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Save changes', onPress: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete wallet' } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm" />
      <Button {...args} size="md" />
      <Button {...args} size="lg" />
    </div>
  ),
};
export const Disabled: Story = { args: { isDisabled: true } };
export const Loading: Story = { args: { isLoading: true } };
export const FocusVisible: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** A link drawn as a secondary button: a file to download (`download`), focused from the keyboard. */
export const AsLink: Story = {
  render: () => (
    <ButtonLink href="data:text/csv,date" download="payments.csv" size="sm" icon={<Download aria-hidden />}>
      Export CSV
    </ButtonLink>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('download', 'payments.csv');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};
