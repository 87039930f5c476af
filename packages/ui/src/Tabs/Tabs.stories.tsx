import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { children: null, onSelectionChange: fn() },
  render: ({ children: _children, ...args }) => (
    <Tabs {...args}>
      <TabList aria-label="Payment link">
        <Tab id="details">Details</Tab>
        <Tab id="payments">Payments</Tab>
        <Tab id="customers">Customers</Tab>
        <Tab id="webhooks">Webhooks</Tab>
      </TabList>
      <TabPanel id="details">Summer sale · static link · USD 49.00</TabPanel>
      <TabPanel id="payments">12 payments · USD 588.00</TabPanel>
      <TabPanel id="customers">9 customers</TabPanel>
      <TabPanel id="webhooks">https://shop.example.com/hooks/meridian</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const DisabledTab: Story = { args: { disabledKeys: ['webhooks'] } };

/** Arrow keys move the selection and skip the disabled tab; Home and End jump to the ends. */
export const KeyboardNavigation: Story = {
  args: { disabledKeys: ['customers'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // RAC renders a collection's items after a first pass: wait for them.
    (await canvas.findByRole('tab', { name: 'Details' })).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Webhooks' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    const webhooks = canvas.getByRole('tab', { name: 'Webhooks' });
    await expect(webhooks).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('https://shop.example.com/hooks/meridian');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('webhooks');
  },
};
