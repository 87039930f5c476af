// Refunds: a workspace's routes under a payment and a refund, the payer's refund page (a
// single-use link, no session). `/v1/refunds` is in public-routes.ts.
import type { RouteLimit } from './limits';
import {
  CreatedRefundResponse,
  CreateRefundRequest,
  MarkRefundSentRequest,
  PaymentRefundsResponse,
  Refund,
  RefundPayerLinkResponse,
  RefundRequestView,
  SubmitRefundAddressRequest,
} from './refunds';
import { activeSessionErrors, inWorkspace, route, workspaceErrors } from './route-definition';

/** The paths of this area's routes (`ApiPath` gathers every area's). */
export const refundPaths = {
  paymentRefunds: '/payments/:id/refunds',
  refund: '/refunds/:id',
  refundCancel: '/refunds/:id/cancel',
  refundSent: '/refunds/:id/sent',
  refundPayerLink: '/refunds/:id/payer-link',
  refundRequest: '/refund-request/:token',
  refundRequestAddress: '/refund-request/:token/address',
} as const;

/** The payer's refund page, per client address: a read when it opens, an address when they give it. */
export const REFUND_REQUEST_LIMITS = {
  readIp: { name: 'refund-request-read', per: 'ip', max: 120, windowSeconds: 10 * 60 },
  addressIp: { name: 'refund-request-address', per: 'ip', max: 20, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RouteLimit>;

const readErrors = [...activeSessionErrors, 'NOT_FOUND'] as const;
/** What a change of a refund's state can be refused with: it is in a state that does not allow it. */
const changeErrors = [...workspaceErrors, 'REFUND_STATE_CONFLICT'] as const;

/**
 * A workspace's refunds: everyone reads; owners, admins and developers (`managePayments`) make,
 * cancel and record them.
 */
export const refundRoutes = {
  listPaymentRefunds: route({
    method: 'GET',
    path: refundPaths.paymentRefunds,
    summary: "A payment's refunds, newest first, what it received and what it can still give back",
    ...inWorkspace('view', { path: 'id', owner: 'payment' }),
    status: 200,
    response: PaymentRefundsResponse,
    errors: readErrors,
  }),
  createRefund: route({
    method: 'POST',
    path: refundPaths.paymentRefunds,
    summary:
      "Refund all or part of a confirmed payment in its token (an amount in the price currency is converted at the payment's locked rate); the payer is mailed a link for their address when the checkout knows their e-mail",
    ...inWorkspace('managePayments', { path: 'id', owner: 'payment' }),
    request: CreateRefundRequest,
    status: 201,
    response: CreatedRefundResponse,
    errors: [...workspaceErrors, 'PAYMENT_NOT_REFUNDABLE', 'REFUND_EXCEEDS_PAYMENT'],
  }),
  getRefund: route({
    method: 'GET',
    path: refundPaths.refund,
    summary: 'Read a refund: its state, address, transaction and confirmations',
    ...inWorkspace('view', { path: 'id', owner: 'refund' }),
    status: 200,
    response: Refund,
    errors: readErrors,
  }),
  cancelRefund: route({
    method: 'POST',
    path: refundPaths.refundCancel,
    summary: 'Cancel a refund before anything was sent (requested, awaiting an address or ready): final',
    ...inWorkspace('managePayments', { path: 'id', owner: 'refund' }),
    status: 200,
    response: Refund,
    errors: changeErrors,
  }),
  markRefundSent: route({
    method: 'POST',
    path: refundPaths.refundSent,
    summary:
      'Record the transaction that gives the money back (sent from a workspace wallet, in this app or elsewhere): the refund is `sending` until the watcher confirms it',
    ...inWorkspace('managePayments', { path: 'id', owner: 'refund' }),
    request: MarkRefundSentRequest,
    status: 200,
    response: Refund,
    errors: [...changeErrors, 'CONFLICT'],
  }),
  createRefundPayerLink: route({
    method: 'POST',
    path: refundPaths.refundPayerLink,
    summary:
      "Make a new link for the payer's refund page (30 days, single use; the last link stops working), to copy to the payer",
    ...inWorkspace('managePayments', { path: 'id', owner: 'refund' }),
    status: 200,
    response: RefundPayerLinkResponse,
    errors: changeErrors,
  }),
  getRefundRequest: route({
    method: 'GET',
    path: refundPaths.refundRequest,
    summary:
      "The payer's refund page: what is given back, by whom, and the address the payment came from. LINK_INVALID when the link is unknown, used or replaced; LINK_EXPIRED after 30 days",
    session: 'none',
    status: 200,
    response: RefundRequestView,
    errors: ['LINK_INVALID', 'LINK_EXPIRED'],
    limits: [REFUND_REQUEST_LIMITS.readIp],
  }),
  submitRefundAddress: route({
    method: 'POST',
    path: refundPaths.refundRequestAddress,
    summary:
      "The payer gives the refund address (checked for the payment's network); the link is used up and the refund is ready to send",
    session: 'none',
    request: SubmitRefundAddressRequest,
    status: 200,
    response: RefundRequestView,
    errors: ['LINK_INVALID', 'LINK_EXPIRED'],
    limits: [REFUND_REQUEST_LIMITS.addressIp],
  }),
};
