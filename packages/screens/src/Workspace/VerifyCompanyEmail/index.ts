export { VerifyCompanyEmail, type VerifyCompanyEmailProps } from './VerifyCompanyEmail';
