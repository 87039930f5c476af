import {
  AssignableSessionListResponse,
  AssignableSessionQuery,
  AssignPaymentRequest,
  LinkPaymentListQuery,
  Payment,
  PaymentListQuery,
  PaymentListResponse,
  UnmatchedPaymentListQuery,
} from './payments';
import { activeSessionErrors, inWorkspace, route, workspaceErrors } from './route-definition';

/** The paths of this area's routes (`ApiPath` gathers every area's). */
export const paymentPaths = {
  linkPayments: '/payment-link/:id/payments',
  payments: '/payments',
  payment: '/payments/:id',
  unmatchedPayments: '/payments/unmatched',
  assignableSessions: '/payments/sessions',
  assignPayment: '/payments/:id/assign',
} as const;

const readErrors = [...activeSessionErrors, 'NOT_FOUND'] as const;

/** A workspace's payments: everyone reads; owners, admins and developers assign unmatched ones. */
export const paymentRoutes = {
  listPayments: route({
    method: 'GET',
    path: paymentPaths.payments,
    summary:
      "A workspace's payments, newest first, filtered (state, environment, link, matched or not, dates), a page at a time",
    ...inWorkspace('view', { query: 'companyId' }),
    query: PaymentListQuery,
    status: 200,
    response: PaymentListResponse,
    errors: readErrors,
  }),
  getPayment: route({
    method: 'GET',
    path: paymentPaths.payment,
    summary: "One of the workspace's payments (its page: amount, status, payer, transaction, refunds)",
    ...inWorkspace('view', { path: 'id', owner: 'payment' }),
    status: 200,
    response: Payment,
    errors: readErrors,
  }),
  listUnmatchedPayments: route({
    method: 'GET',
    path: paymentPaths.unmatchedPayments,
    summary:
      'Transfers that no checkout session claimed to the payout addresses the workspace proved by a signature (verified wallets), newest first',
    ...inWorkspace('view', { query: 'companyId' }),
    query: UnmatchedPaymentListQuery,
    status: 200,
    response: PaymentListResponse,
    errors: readErrors,
  }),
  listLinkPayments: route({
    method: 'GET',
    path: paymentPaths.linkPayments,
    summary: "A payment link's payments, newest first",
    ...inWorkspace('view', { path: 'id', owner: 'paymentLink' }),
    query: LinkPaymentListQuery,
    status: 200,
    response: PaymentListResponse,
    errors: readErrors,
  }),
  listAssignableSessions: route({
    method: 'GET',
    path: paymentPaths.assignableSessions,
    summary:
      'The checkout sessions an unmatched payment can be assigned to (open or expired, unpaid), newest first, at most 100',
    ...inWorkspace('view', { query: 'companyId' }),
    query: AssignableSessionQuery,
    status: 200,
    response: AssignableSessionListResponse,
    errors: readErrors,
  }),
  assignPayment: route({
    method: 'POST',
    path: paymentPaths.assignPayment,
    summary:
      'Assign an unmatched payment the workspace sees (a transfer to an address it proved) to one of its checkout sessions; the session counts it and is flagged `marked`',
    ...inWorkspace('managePayments', { body: 'companyId' }),
    request: AssignPaymentRequest,
    status: 200,
    response: Payment,
    errors: [...workspaceErrors, 'PAYMENT_ALREADY_MATCHED', 'CHECKOUT_EXPIRED'],
  }),
} as const;
