import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Onboarding } from './Onboarding';
import type { OnboardingValues } from './Onboarding.rules';

const filled: Partial<OnboardingValues> = {
  choice: 'create',
  name: 'Lumen Coffee Roasters',
  size: '11-50',
  country: 'PT',
  website: 'lumencoffee.com',
  useCases: ['online_store', 'invoices_payment_links'],
  phone: '+351 912 345 678',
};

const invites = [
  { id: 'inv-1', workspaceName: 'Atlas Outdoor Supply', invitedBy: 'Marta Costa', role: 'admin' as const },
  { id: 'inv-2', workspaceName: 'Kestrel Cycles', invitedBy: 'jon@kestrelcycles.com', role: 'viewer' as const },
];

const meta = {
  title: 'Screens/Workspace/Onboarding',
  component: Onboarding,
  parameters: { layout: 'fullscreen' },
  args: {
    onSubmit: fn(),
    onAcceptInvite: fn(),
    onRefuseInvite: fn(),
    onLogout: fn(),
    invites: [],
    email: 'ana.silva@example.com',
    status: 'idle',
    copyrightYear: 2026,
  },
} satisfies Meta<typeof Onboarding>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stories run in every language: they press the step's submit button, found by its type. */
async function pressContinue(canvasElement: HTMLElement) {
  const button = canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button) throw new Error('No submit button');
  await userEvent.click(button);
}

/** Checks that one field shows an error, the one with this form name (its control or group). */
async function expectOnlyInvalid(canvasElement: HTMLElement, name: string) {
  // A field's root and its input both carry `data-invalid`: count the outermost ones.
  const invalidFields = () =>
    [...canvasElement.querySelectorAll('[data-invalid]')].filter(
      (element) => !element.parentElement?.closest('[data-invalid]'),
    );
  await waitFor(() => expect(invalidFields()).toHaveLength(1));
  await expect(invalidFields()[0]?.querySelector(`[name="${name}"]`)).not.toBeNull();
}

export const Choose: Story = {};

export const WorkspaceName: Story = { args: { initialStep: 'name', defaultValues: { choice: 'create' } } };

export const CompanyDetails: Story = {
  args: { initialStep: 'company', defaultValues: { ...filled, size: null, country: null, website: '' } },
};

export const SizeRequired: Story = {
  args: { initialStep: 'company', defaultValues: { ...filled, size: null } },
  play: async ({ canvasElement, args }) => {
    await pressContinue(canvasElement);
    await expectOnlyInvalid(canvasElement, 'size');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const OtherSizeRequired: Story = {
  args: { initialStep: 'company', defaultValues: { ...filled, size: 'other', sizeOther: '' } },
  play: async ({ canvasElement }) => {
    await pressContinue(canvasElement);
    await expectOnlyInvalid(canvasElement, 'sizeOther');
    await waitFor(() => expect(canvasElement.querySelector('input[name="sizeOther"]')).toHaveFocus());
  },
};

export const UseCases: Story = { args: { initialStep: 'useCases', defaultValues: filled } };

export const OtherUseCaseRequired: Story = {
  args: { initialStep: 'useCases', defaultValues: { ...filled, useCases: ['donations', 'other'] } },
  play: async ({ canvasElement }) => {
    await pressContinue(canvasElement);
    await expectOnlyInvalid(canvasElement, 'useCaseOther');
  },
};

export const ContactPhone: Story = { args: { initialStep: 'phone', defaultValues: { ...filled, phone: '' } } };

export const Submitting: Story = { args: { initialStep: 'phone', defaultValues: filled, status: 'submitting' } };

export const Failed: Story = { args: { initialStep: 'phone', defaultValues: filled, error: 'createFailed' } };

export const JoinNoInvites: Story = { args: { initialStep: 'join', defaultValues: { choice: 'join' } } };

export const JoinWithInvites: Story = {
  args: { initialStep: 'join', defaultValues: { choice: 'join' }, invites },
};
