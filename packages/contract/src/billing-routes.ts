import { OkResponse } from './auth';
import {
  BillingResponse,
  CustomerCsv,
  CustomerDetail,
  CustomerExportQuery,
  CustomerListQuery,
  CustomerListResponse,
  StatementCsv,
  StatementResponse,
} from './billing';
import { activeSessionErrors, inWorkspace, route, workspaceErrors } from './route-definition';

/** The paths of this area's routes (`ApiPath` gathers every area's). */
export const billingPaths = {
  billing: '/company/:id/billing',
  billingStatement: '/company/:id/billing/statements/:month',
  billingStatementCsv: '/company/:id/billing/statements/:month/csv',
  customers: '/company/:id/customers',
  customersExport: '/company/:id/customers/export',
  customer: '/company/:id/customers/:customerId',
} as const;

const readErrors = [...activeSessionErrors, 'NOT_FOUND'] as const;
/** A statement's month is a path parameter, checked by the route: a month that is not YYYY-MM is a 422. */
const statementErrors = [...readErrors, 'VALIDATION_FAILED'] as const;

/** Billing: every member reads the tier, the month's use, the fee rate and the statements. */
export const billingRoutes = {
  billing: route({
    method: 'GET',
    path: billingPaths.billing,
    summary:
      "The workspace's tier, its limit, this calendar month's (UTC) confirmed live volume against it, the tier's fee rate and the monthly statements",
    ...inWorkspace('view', { path: 'id' }),
    status: 200,
    response: BillingResponse,
    errors: readErrors,
  }),
  billingStatement: route({
    method: 'GET',
    path: billingPaths.billingStatement,
    summary: "A calendar month's statement (UTC): confirmed live volume, payment count and fees, by payment link",
    ...inWorkspace('view', { path: 'id' }),
    status: 200,
    response: StatementResponse,
    errors: statementErrors,
  }),
  billingStatementCsv: route({
    method: 'GET',
    path: billingPaths.billingStatementCsv,
    summary: "A calendar month's statement as a CSV file, one row per paid checkout, with its fee",
    ...inWorkspace('view', { path: 'id' }),
    produces: 'text/csv',
    status: 200,
    response: StatementCsv,
    errors: statementErrors,
  }),
} as const;

/** Customers: every member reads them; owners and admins erase one on request. */
export const customerRoutes = {
  listCustomers: route({
    method: 'GET',
    path: billingPaths.customers,
    summary:
      'The payers who left an e-mail or billing details through a link, one per e-mail, most recently seen first, searched by name or e-mail',
    ...inWorkspace('view', { path: 'id' }),
    query: CustomerListQuery,
    status: 200,
    response: CustomerListResponse,
    errors: readErrors,
  }),
  exportCustomers: route({
    method: 'GET',
    path: billingPaths.customersExport,
    summary: "The workspace's customers (the list's search) as a CSV file",
    ...inWorkspace('view', { path: 'id' }),
    query: CustomerExportQuery,
    produces: 'text/csv',
    status: 200,
    response: CustomerCsv,
    errors: readErrors,
  }),
  customer: route({
    method: 'GET',
    path: billingPaths.customer,
    summary: 'A customer, the details they gave and their payments',
    ...inWorkspace('view', { path: 'id' }, { path: 'customerId', owner: 'customer' }),
    status: 200,
    response: CustomerDetail,
    errors: readErrors,
  }),
  eraseCustomer: route({
    method: 'DELETE',
    path: billingPaths.customer,
    summary:
      'Erase a customer on request: their personal details are removed from the workspace, their payments kept without them (a `customer.erased` event)',
    ...inWorkspace('manageCustomers', { path: 'id' }, { path: 'customerId', owner: 'customer' }),
    status: 200,
    response: OkResponse,
    errors: workspaceErrors,
  }),
} as const;
