import { defineMessages, useIntl } from 'react-intl';
import type { RefundProblem } from '@meridian/contract';
import type { RefundViewState } from './refunds';

/* Words every refund screen shares: a refund's states and why one failed. */
const stateMessages = defineMessages({
  requested: { id: 'screens.Money.common.refund.requested', defaultMessage: 'Requested' },
  awaiting_address: { id: 'screens.Money.common.refund.awaitingAddress', defaultMessage: 'Awaiting address' },
  ready: { id: 'screens.Money.common.refund.ready', defaultMessage: 'Ready to send' },
  sending: { id: 'screens.Money.common.refund.sending', defaultMessage: 'Sending' },
  confirmed: { id: 'screens.Money.common.refund.confirmed', defaultMessage: 'Refunded' },
  cancelled: { id: 'screens.Money.common.refund.cancelled', defaultMessage: 'Cancelled' },
  failed: { id: 'screens.Money.common.refund.failed', defaultMessage: 'Failed' },
}) satisfies Record<RefundViewState, unknown>;

const problemMessages = defineMessages({
  not_found: {
    id: 'screens.Money.common.refund.problem.notFound',
    defaultMessage:
      'No transaction with this hash is on the chain yet. Check the hash, or wait until it is in a block.',
  },
  wrong_token: {
    id: 'screens.Money.common.refund.problem.wrongToken',
    defaultMessage: 'This transaction sends another token than the one paid. Send the refund in the payment’s token.',
  },
  wrong_amount: {
    id: 'screens.Money.common.refund.problem.wrongAmount',
    defaultMessage: 'This transaction does not send exactly the refund’s amount.',
  },
  wrong_sender: {
    id: 'screens.Money.common.refund.problem.wrongSender',
    defaultMessage: 'This transaction was not sent from one of this workspace’s wallets.',
  },
  wrong_recipient: {
    id: 'screens.Money.common.refund.problem.wrongRecipient',
    defaultMessage: 'This transaction does not send to the payer’s refund address.',
  },
  reverted: {
    id: 'screens.Money.common.refund.problem.reverted',
    defaultMessage: 'The transfer was reverted on the chain: nothing reached the payer.',
  },
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
