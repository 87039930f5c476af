import type { Meta, StoryObj } from '@storybook/react-vite';
import { Building2, FileText, HandHeart, Repeat, ShoppingCart, UserPlus } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { ChoiceCard, ChoiceCards } from './ChoiceCards';

const startCards = [
  <ChoiceCard
    key="create"
    value="create"
    icon={<Building2 />}
    title="Create a workspace"
    description="Set up your business and start accepting payments."
  />,
  <ChoiceCard
    key="join"
    value="join"
    icon={<UserPlus />}
    title="Join a workspace"
    description="Accept an invitation from your team."
  />,
];

const useCaseCards = [
  { value: 'ecommerce', icon: <ShoppingCart />, title: 'Online store', description: 'Checkout for your shop.' },
  { value: 'donations', icon: <HandHeart />, title: 'Donations', description: 'Let supporters pick the amount.' },
  { value: 'invoices', icon: <FileText />, title: 'Invoices', description: 'One payment link per customer.' },
  { value: 'subscriptions', icon: <Repeat />, title: 'Subscriptions', description: 'Bill the same amount each month.' },
].map((card) => <ChoiceCard key={card.value} {...card} />);

const meta = {
  title: 'UI/ChoiceCards',
  component: ChoiceCards,
  args: { label: 'How do you want to start?', columns: 2, children: startCards },
} satisfies Meta<typeof ChoiceCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};
export const SingleSelected: Story = { args: { defaultValue: 'create' } };
export const Multiple: Story = {
  args: {
    label: 'What will you use Meridian for?',
    selectionMode: 'multiple',
    defaultValue: ['ecommerce', 'invoices'],
    children: useCaseCards,
  },
};
export const Invalid: Story = {
  args: {
    label: 'What will you use Meridian for?',
    selectionMode: 'multiple',
    isInvalid: true,
    errorMessage: 'Choose at least one use case.',
    children: useCaseCards,
  },
};
export const WithoutIcons: Story = {
  args: {
    label: 'Company size',
    columns: 1,
    defaultValue: 'small',
    children: [
      <ChoiceCard key="solo" value="solo" title="Just me" />,
      <ChoiceCard key="small" value="small" title="2 to 10 people" description="A small team" />,
      <ChoiceCard key="large" value="large" title="More than 10 people" isDisabled />,
    ],
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'join' } };
export const KeyboardSelection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Join a workspace' })).toBeChecked();
  },
};
export const PressAnywhereOnTheCard: Story = {
  args: { selectionMode: 'multiple', label: 'What will you use Meridian for?', children: useCaseCards },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The description is outside the label, yet the title's overlay covers the whole card: a
    // press on the description's spot lands on the label and toggles the checkbox.
    const box = canvas.getByText('Let supporters pick the amount.').getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(hit).toHaveTextContent('Donations');
    await userEvent.click(hit as Element);
    await expect(canvas.getByRole('checkbox', { name: 'Donations' })).toBeChecked();
  },
};
