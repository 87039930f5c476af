import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Environment',
    children: [
      <Radio key="test" value="test">
        Test
      </Radio>,
      <Radio key="live" value="live">
        Live
      </Radio>,
    ],
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultValue: 'live' } };
export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'test' } };
export const WithDescription: Story = {
  args: {
    description: 'You can switch at any time.',
    defaultValue: 'test',
    children: [
      <Radio key="test" value="test" description="Moonbase Alpha, with free test tokens.">
        Test
      </Radio>,
      <Radio key="live" value="live" description="Moonbeam, with real payments.">
        Live
      </Radio>,
    ],
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'test' } };
export const DisabledOption: Story = {
  args: {
    defaultValue: 'test',
    children: [
      <Radio key="test" value="test">
        Test
      </Radio>,
      <Radio key="live" value="live" isDisabled>
        Live
      </Radio>,
    ],
  },
};
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose an environment.' },
};
export const KeyboardSelection: Story = {
  args: { defaultValue: 'test' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Live' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Live' })).toHaveFocus();
  },
};
