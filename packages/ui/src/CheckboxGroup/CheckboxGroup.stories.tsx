import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from '../Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

const networks = [
  { value: 'moonbeam', label: 'Moonbeam' },
  { value: 'polkadot', label: 'Polkadot' },
  { value: 'kusama', label: 'Kusama' },
];

const meta = {
  title: 'UI/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    label: 'Networks',
    children: networks.map((network) => (
      <Checkbox key={network.value} value={network.value}>
        {network.label}
      </Checkbox>
    )),
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultValue: ['moonbeam', 'kusama'] } };
export const WithDescription: Story = {
  args: { description: 'Customers can pay on any of the networks you choose.' },
};
export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: ['polkadot'] } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: ['moonbeam'] } };
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose at least one network.' },
};
