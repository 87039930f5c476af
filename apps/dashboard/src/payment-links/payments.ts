import { messagesIn } from '@meridian/ui';
import {
  formatTokenUnits,
  LINK_PAGE_SIZE_DEFAULT,
  paymentDisplayStatus,
  type AssignableSession,
  type Payment,
} from '@meridian/contract';
import { paymentsExportUrl, useApiClient, useCursorPages, type PaymentListFilters } from '@meridian/data';
import type { PaymentView } from '@meridian/screens';
import { type IntlShape } from 'react-intl';
import { useSearchParams } from 'react-router';
import { readPosition, setPosition } from './list-state';

/** Texts the payment pages add around the screens. */
export const paymentMessages = messagesIn<{
  sessionTarget: { link: string; amount: string; symbol: string; state: string; time: string };
}>('app.payments', {
  sessionTarget: '{link} · {amount} {symbol} · {state, select, expired {expired} other {open}} · {time}',
});

/** A payment as the payment tables show it. */
export function paymentView(payment: Payment): PaymentView {
  return {
    id: payment.id,
    receivedAt: new Date(payment.detectedAt),
    status: paymentDisplayStatus(payment),
    amount: { units: payment.amount, decimals: payment.token.decimals, symbol: payment.token.symbol },
    value: payment.cents === null ? null : { minor: payment.cents, currency: payment.currency },
    price:
      payment.priceCents === null || payment.priceCurrency === null
        ? null
        : { minor: payment.priceCents, currency: payment.priceCurrency },
    payer: payment.from,
    txHash: payment.txHash,
    chainId: payment.chainId,
    confirmations: payment.confirmations,
  };
}

/** How the assign dialog names a session: its link, amount, state and when it was opened. */
export function sessionTarget(session: AssignableSession, intl: IntlShape) {
  return {
    id: session.id,
    chainId: session.chainId,
    symbol: session.token.symbol,
    units: session.amount,
    label: intl.formatMessage(paymentMessages.sessionTarget, {
      link: session.linkName,
      amount: formatTokenUnits(session.amount, session.token.decimals),
      symbol: session.token.symbol,
      state: session.state,
      time: intl.formatDate(session.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
    }),
  };
}

/**
 * A payment list a page at a time, the page in the address (`?page=3&cursor=…`; page 1 has
 * neither): send `query` with the list's request and hand `paging(answer, count)` to the screen.
 * `view` names the list (`unmatched`, a link's id) within the workspace.
 */
export function usePaymentPages(companyId: string, view: string) {
  const [params, setParams] = useSearchParams();
  return useCursorPages(`payments:${companyId}:${view}`, {
    pageSize: LINK_PAGE_SIZE_DEFAULT,
    position: readPosition(params),
    onMove: (position) => void setParams((current) => setPosition(new URLSearchParams(current), position)),
  });
}

/** The filters of the payments' CSV export: those of the payments list, without its paging. */
export type PaymentExportFilters = Omit<PaymentListFilters, 'limit' | 'cursor'>;

/** The export's address for a list that has payments to export; none for an empty one (or while it loads). */
export function usePaymentsExportUrl(companyId: string, filters: PaymentExportFilters, total: number | undefined) {
  const { baseUrl } = useApiClient();
  return total ? paymentsExportUrl({ companyId, ...filters }, baseUrl) : undefined;
}
