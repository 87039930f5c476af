import { defineMessages, useIntl } from 'react-intl';
import type { RefundFailure, RefundViewState } from './refunds';

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

const failureMessages = defineMessages({
  reverted: {
    id: 'screens.Money.common.refund.failure.reverted',
    defaultMessage: 'The transfer was reverted on the chain: nothing reached the payer.',
  },
  mismatch: {
    id: 'screens.Money.common.refund.failure.mismatch',
    defaultMessage:
      'The transaction given does not send exactly this amount from one of your wallets to the payer’s refund address.',
  },
  expired: {
    id: 'screens.Money.common.refund.failure.expired',
    defaultMessage: 'The payer did not give a refund address before their link expired.',
  },
  other: {
    id: 'screens.Money.common.refund.failure.other',
    defaultMessage: 'The refund could not be completed.',
  },
}) satisfies Record<RefundFailure, unknown>;

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

/** A refund's state and failure in words. */
export function useRefundText() {
  const intl = useIntl();
  return {
    state: (state: RefundViewState) => intl.formatMessage(stateMessages[state]),
    failure: (failure: RefundFailure) => intl.formatMessage(failureMessages[failure]),
  };
}
