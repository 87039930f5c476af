import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, screen, userEvent } from 'storybook/test';
import { withToasts } from '../../test/StoryToasts';
import { examplePayments } from '../common/payments.examples';
import { UnmatchedPayments } from './UnmatchedPayments';

const unmatched = examplePayments.slice(4).map((payment) => ({ ...payment, status: 'confirmed' as const }));

const meta = {
  title: 'Screens/Money/UnmatchedPayments',
  component: UnmatchedPayments,
  args: {
    payments: unmatched,
    targets: [
      { id: 's-1', label: 'Summer sale · $49.90 · Jun 11, 11:02' },
      { id: 'l-2', label: 'Invoice 2026-031 for Atlas' },
    ],
    onAssign: fn(async () => {}),
    copy: fn(async () => {}),
  },
  decorators: [withToasts],
} satisfies Meta<typeof UnmatchedPayments>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { payments: [] } };
export const WithPayments: Story = {};

/** Opens the first row's dialog and picks the first checkout. */
async function pickFirstTarget(canvasElement: HTMLElement) {
  // The row's last button is its Assign button (the payer's copy button comes before it).
  const assign = [...(canvasElement.querySelector('table tbody tr')?.querySelectorAll('button') ?? [])].at(-1);
  if (!assign) throw new globalThis.Error('No assign button');
  assign.focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog');
  const trigger = dialog.querySelector<HTMLButtonElement>('button[aria-haspopup="listbox"]');
  if (!trigger) throw new globalThis.Error('No target select');
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  await screen.findByRole('listbox');
  await userEvent.keyboard('{Enter}');
  return dialog;
}

export const AssignDialog: Story = {
  play: async ({ canvasElement }) => {
    await pickFirstTarget(canvasElement);
  },
};
