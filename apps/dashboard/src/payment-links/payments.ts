import { formatTokenUnits, type AssignableSession, type Payment } from '@meridian/contract';
import type { PaymentStatus, PaymentView } from '@meridian/screens';
import { defineMessages, type IntlShape } from 'react-intl';
import { useSearchParams } from 'react-router';
import { CursorBook } from './list-state';

/** Texts the payment pages add around the screens. */
export const paymentMessages = defineMessages<{
  sessionTarget: { link: string; amount: string; symbol: string; state: string; time: string };
}>({
  sessionTarget: {
    id: 'app.payments.sessionTarget',
    defaultMessage: '{link} · {amount} {symbol} · {state, select, expired {expired} other {open}} · {time}',
  },
});

/** A payment's status on the tables: its own state, or what its session says of it once final. */
export function paymentStatus(payment: Payment): PaymentStatus {
  if (payment.state !== 'confirmed') return payment.state;
  const exception = payment.session?.exception;
  if (exception === 'paid_late') return 'late';
  if (exception === 'underpaid' || exception === 'overpaid') return exception;
  return 'confirmed';
}

/** A payment as the payment tables show it. */
export function paymentView(payment: Payment): PaymentView {
  return {
    id: payment.id,
    receivedAt: new Date(payment.detectedAt),
    status: paymentStatus(payment),
    amount: { units: payment.amount, decimals: payment.token.decimals, symbol: payment.token.symbol },
    usdCents: payment.usdCents,
    payer: payment.from,
    txHash: payment.txHash,
    chainId: payment.chainId,
    // Not final yet: no confirmations counted on top of it.
    ...(payment.state === 'pending' ? { confirmations: 0 } : {}),
  };
}

/** How the assign dialog names a session: its link, amount, state and when it was opened. */
export function sessionTarget(session: AssignableSession, intl: IntlShape) {
  return {
    id: session.id,
    label: intl.formatMessage(paymentMessages.sessionTarget, {
      link: session.linkName,
      amount: formatTokenUnits(session.amount, session.token.decimals),
      symbol: session.token.symbol,
      state: session.state,
      time: intl.formatDate(session.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
    }),
  };
}

/** The cursors of payment list pages seen, by list (`unmatched`, a link's id). */
export const paymentCursors = new CursorBook();

/**
 * A payment list's page as the address says it (`?page=3&cursor=…`; page 1 has neither), and
 * moving between pages: forward with the current page's `nextCursor`, back with a cursor kept
 * when that page was reached.
 */
export function usePaymentPage(list: string) {
  const [params, setParams] = useSearchParams();
  const cursor = params.get('cursor') || undefined;
  const pageText = params.get('page') ?? '';
  const page = /^[1-9]\d{0,5}$/.test(pageText) && cursor ? Number(pageText) : 1;
  paymentCursors.remember(list, page, cursor);
  const go = (next: { page: number; cursor?: string }) => {
    const search = new URLSearchParams();
    if (next.page > 1 && next.cursor) {
      search.set('page', String(next.page));
      search.set('cursor', next.cursor);
    }
    void setParams(search);
  };
  return {
    page,
    cursor: page > 1 ? cursor : undefined,
    changePage: (to: number, nextCursor: string | null | undefined) => {
      if (to === page + 1 && nextCursor) {
        paymentCursors.remember(list, to, nextCursor);
        go({ page: to, cursor: nextCursor });
      } else go(paymentCursors.pageAt(list, to));
    },
  };
}
