import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { playPaging, storyPaging } from '../../test/paging';
import { withToasts } from '../../test/StoryToasts';
import { examplePayments } from '../common/payments.examples';
import { UnmatchedPayments, type UnmatchedPaymentsProps } from './UnmatchedPayments';

const unmatched = examplePayments.slice(4).map((payment) => ({ ...payment, status: 'confirmed' as const }));

const meta = {
  title: 'Screens/Money/UnmatchedPayments',
  component: UnmatchedPayments,
  args: {
    payments: unmatched,
    targets: [
      { id: 's-1', label: 'Summer sale · $49.90 · Jun 11, 11:02', chainId: 1284, symbol: 'USDC', units: '49900000' },
      { id: 'l-2', label: 'Invoice 2026-031 for Atlas', chainId: 1284, symbol: 'USDC', units: '40000000' },
    ],
    createLinkHref: '/payment-links/new/dynamic',
    onAssign: fn<UnmatchedPaymentsProps['onAssign']>(async () => {}),
    copy: fn(async () => {}),
  },
  decorators: [withToasts],
} satisfies Meta<typeof UnmatchedPayments>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { payments: [] } };
/** With the list's CSV export offered. */
export const WithPayments: Story = { args: { exportUrl: '/api/payments/export?companyId=c-1&matched=unmatched' } };
/** Many unmatched payments: the second page, with Previous and Next. */
export const Paged: Story = {
  args: { paging: storyPaging({ count: unmatched.length, pageSize: unmatched.length, total: 9 }) },
  play: async ({ canvasElement, args }) => {
    await playPaging(canvasElement, args.paging, /3.4\D+9/);
  },
};

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
  // The list closes and gives the focus back to its trigger a moment later: the story's state is
  // the one after that, focus ring included.
  await waitFor(() => expect(trigger).toHaveFocus());
  return dialog;
}

export const AssignDialog: Story = {
  play: async ({ canvasElement }) => {
    await pickFirstTarget(canvasElement);
  },
};

/** Opens the first row's dialog. */
async function openFirstDialog(canvasElement: HTMLElement) {
  const assign = [...(canvasElement.querySelector('table tbody tr')?.querySelectorAll('button') ?? [])].at(-1);
  if (!assign) throw new globalThis.Error('No assign button');
  assign.focus();
  await userEvent.keyboard('{Enter}');
  return screen.findByRole('dialog');
}

/** No open checkout in the payment's token on its network: why, and the ways forward. */
export const NoCheckoutFits: Story = {
  args: { targets: [] },
  play: async ({ canvasElement }) => {
    const dialog = await openFirstDialog(canvasElement);
    await expect(within(dialog).getByRole('link')).toBeVisible();
  },
};

/** Checkouts in the payment's token, none asking for its amount: the choice says what follows. */
export const NoExactAmount: Story = {
  args: {
    targets: [
      { id: 's-1', label: 'Summer sale · $49.90 · Jun 11, 11:02', chainId: 1284, symbol: 'USDC', units: '49900000' },
    ],
  },
  play: async ({ canvasElement }) => {
    await openFirstDialog(canvasElement);
  },
};

/**
 * The first payment assigned: the dialog has closed and the payment has left the list (as the
 * dashboard's cached list drops it; the dashboard's page confirms with a toast).
 */
export const Assigned: Story = {
  render: function Assigned(args) {
    const [payments, setPayments] = useState(args.payments);
    return (
      <UnmatchedPayments
        {...args}
        payments={payments}
        onAssign={async (paymentId, targetId) => {
          await args.onAssign(paymentId, targetId);
          setPayments((current) => current.filter((payment) => payment.id !== paymentId));
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await pickFirstTarget(canvasElement);
    const submit = dialog.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (!submit) throw new globalThis.Error('No submit button');
    submit.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onAssign).toHaveBeenCalledWith(unmatched[0]?.id, 's-1'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvasElement.querySelectorAll('table tbody tr')).toHaveLength(unmatched.length - 1));
  },
};

/** On a phone: the date, the amount and the action; the payer and the transaction are left out. */
export const Phone: Story = {
  tags: ['phone'],
  play: async ({ canvasElement }) => {
    // When, the amount and the action: the payer and the transaction are left out.
    await expect(within(within(canvasElement).getByRole('table')).getAllByRole('columnheader')).toHaveLength(3);
  },
};
