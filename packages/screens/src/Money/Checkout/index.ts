export { Checkout, type CheckoutProps } from './Checkout';
export { CheckoutLayout, type CheckoutLayoutProps } from './CheckoutLayout';
export { CheckoutNotFound, type CheckoutNotFoundProps } from './CheckoutNotFound';
export { loadSessionSteps } from './CheckoutSteps';
export { paymentRequestUri, type CheckoutStartValues } from './Checkout.rules';
export type { CheckoutStartSubmission } from './CheckoutStart';
export type {
  CheckoutCollect,
  CheckoutConfirmations,
  CheckoutConnector,
  CheckoutDetails,
  CheckoutLink,
  CheckoutNetwork,
  CheckoutQuote,
  CheckoutState,
  CheckoutStateName,
  CheckoutToken,
  TokenAmount,
} from './Checkout.types';
export type { CheckoutOnrampOffer, CheckoutOnrampProps, OnrampMethod as CheckoutOnrampMethod } from './CheckoutOnramp';
