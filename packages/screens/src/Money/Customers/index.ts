export { Customers, customerLabel, type CustomersProps } from './Customers';
export { CustomerDetail, type CustomerDetailProps } from './CustomerDetail';
