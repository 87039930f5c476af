export { Billing, type BillingProps, type BillingView } from './Billing';
export { BillingStatement, type BillingStatementProps, type StatementView } from './BillingStatement';
