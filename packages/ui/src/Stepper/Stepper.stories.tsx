import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stepper, type StepperStep } from './Stepper';

const steps: StepperStep[] = [
  { id: 'network', label: 'Network', description: 'Moonbeam, Polkadot or Kusama' },
  { id: 'address', label: 'Address', description: 'From a wallet or typed in' },
  { id: 'details', label: 'Details', description: 'Name and colour' },
  { id: 'review', label: 'Review' },
];

const meta = {
  title: 'UI/Stepper',
  component: Stepper,
  args: { steps, currentStep: 'network' },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
  },
};

/** Completed steps are buttons that go back to them. */
export const MiddleStep: Story = {
  args: { currentStep: 'details', onStepPress: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'step');
    await userEvent.click(canvas.getByRole('button', { name: /Network/ }));
    await expect(args.onStepPress).toHaveBeenCalledWith('network');
  },
};

export const Complete: Story = {
  args: { isComplete: true, currentStep: undefined },
};

export const WithError: Story = {
  args: {
    currentStep: 'details',
    steps: steps.map((step) =>
      step.id === 'address' ? { ...step, hasError: true, description: 'Signature request failed' } : step,
    ),
  },
};

export const Vertical: Story = {
  args: { currentStep: 'address', orientation: 'vertical' },
};

/** Four steps across a phone's width: labels wrap under their numbers. */
export const Narrow: Story = {
  args: { currentStep: 'address' },
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '667px' }, type: 'mobile' } },
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <div style={{ width: 343 }}>
      <Stepper {...args} />
    </div>
  ),
};
