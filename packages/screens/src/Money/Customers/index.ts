export { Customers, customerLabel, type CustomersProps } from './Customers';
export { CustomerDetail, type CustomerDetailProps, type CustomerRefundView } from './CustomerDetail';
