import { messagesIn } from '@meridian/ui';
import { useIntl } from 'react-intl';
import type { RefundProblem } from '@meridian/contract';
import type { RefundViewState } from './refunds';

/* Words every refund screen shares: a refund's states and why one failed. */
const stateMessages = messagesIn('screens.Money.common.refund', {
  requested: 'Requested',
  awaiting_address: 'Awaiting address',
  ready: 'Ready to send',
  sending: 'Sending',
  confirmed: 'Refunded',
  cancelled: 'Cancelled',
  failed: 'Failed',
}) satisfies Record<RefundViewState, unknown>;

const problemMessages = messagesIn('screens.Money.common.refund.problem', {
  not_found: 'No transaction with this hash is on the chain yet. Check the hash, or wait until it is in a block.',
  wrong_token: 'This transaction sends another token than the one paid. Send the refund in the payment’s token.',
  wrong_amount: 'This transaction does not send exactly the refund’s amount.',
  wrong_sender: 'This transaction was not sent from one of this workspace’s wallets.',
  wrong_recipient: 'This transaction does not send to the payer’s refund address.',
  reverted: 'The transfer was reverted on the chain: nothing reached the payer.',
}) satisfies Record<RefundProblem, unknown>;

/** The tone of each refund state's badge. */
export const refundTones = {
  requested: 'neutral',
  awaiting_address: 'info',
  ready: 'warning',
  sending: 'info',
  confirmed: 'success',
  cancelled: 'neutral',
  failed: 'danger',
} as const satisfies Record<RefundViewState, string>;

/** A refund's state, and what keeps it from being confirmed, in words. */
export function useRefundText() {
  const intl = useIntl();
  return {
    state: (state: RefundViewState) => intl.formatMessage(stateMessages[state]),
    problem: (problem: RefundProblem) => intl.formatMessage(problemMessages[problem]),
  };
}
