export { UnmatchedPayments, type UnmatchedPaymentsProps, type AssignTarget } from './UnmatchedPayments';
