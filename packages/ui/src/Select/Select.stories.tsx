import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Select } from './Select';
import { SelectItem } from './SelectItem';

const sizes = [
  { id: 'solo', label: 'Just me' },
  { id: 'small', label: '2 to 10 people' },
  { id: 'medium', label: '11 to 50 people' },
  { id: 'large', label: 'More than 50 people' },
];

const networks = [
  { id: 'moonbeam', label: 'Moonbeam', description: 'GLMR, live payments' },
  { id: 'moonbase', label: 'Moonbase Alpha', description: 'DEV, test payments' },
  { id: 'polkadot', label: 'Polkadot', description: 'Payouts only', isDisabled: true },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Company size', items: sizes },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement, name: RegExp) {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  await expect(await screen.findByRole('listbox')).toBeVisible();
}

export const Default: Story = {};
export const Selected: Story = { args: { defaultValue: 'small' } };
export const WithDescription: Story = {
  args: { description: 'Helps us suggest the right verification tier.' },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'small' } };
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Select the size of your company' },
};
export const Open: Story = {
  args: { defaultValue: 'medium' },
  play: async ({ canvasElement }) => open(canvasElement, /Company size/),
};
export const OpenWithDescriptionsAndDisabledItem: Story = {
  args: { label: 'Network', items: networks, defaultValue: 'moonbeam' },
  play: async ({ canvasElement }) => {
    await open(canvasElement, /Network/);
    await expect(screen.getByRole('option', { name: /Polkadot/ })).toHaveAttribute('aria-disabled', 'true');
  },
};
export const WithChildren: Story = {
  args: {
    label: 'Network',
    items: undefined,
    defaultValue: 'moonbase',
    children: [
      <SelectItem key="moonbeam" id="moonbeam">
        Moonbeam
      </SelectItem>,
      <SelectItem key="moonbase" id="moonbase">
        Moonbase Alpha
      </SelectItem>,
    ],
  },
};
export const PickWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Company size/ });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(trigger).toHaveTextContent('2 to 10 people');
  },
};
