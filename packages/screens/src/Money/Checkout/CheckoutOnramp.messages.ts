import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  heading: { id: 'screens.Money.Checkout.Onramp.heading', defaultMessage: 'Card or bank transfer' },
  sandbox: { id: 'screens.Money.Checkout.Onramp.sandbox', defaultMessage: 'Sandbox: nothing is charged' },
  country: { id: 'screens.Money.Checkout.Onramp.country', defaultMessage: 'Your country' },
  countryHelp: {
    id: 'screens.Money.Checkout.Onramp.countryHelp',
    defaultMessage: 'What you can use depends on where you live.',
  },
  method: { id: 'screens.Money.Checkout.Onramp.method', defaultMessage: 'Pay by' },
  card: { id: 'screens.Money.Checkout.Onramp.card', defaultMessage: 'Card' },
  bankTransfer: { id: 'screens.Money.Checkout.Onramp.bankTransfer', defaultMessage: 'Bank transfer' },
  declined: {
    id: 'screens.Money.Checkout.Onramp.declined',
    defaultMessage: 'Your card or bank transfer payment did not go through. Try again, or pay with crypto.',
  },
  unavailable: {
    id: 'screens.Money.Checkout.Onramp.unavailable',
    defaultMessage: 'Cards and bank transfers cannot be used for this payment right now. Pay with crypto instead.',
  },
});

/** The messages that name the provider. */
export const providerMessages = defineMessages<{
  intro: { provider: string };
  notServed: { provider: string };
  fee: { provider: string };
  youPay: { provider: string };
  continue: { provider: string };
  pending: { provider: string };
  providerDown: { provider: string };
}>({
  intro: {
    id: 'screens.Money.Checkout.Onramp.intro',
    defaultMessage:
      'No crypto? {provider} takes your card or bank transfer, buys the exact amount above and sends it here. You then come back to this page.',
  },
  notServed: {
    id: 'screens.Money.Checkout.Onramp.notServed',
    defaultMessage: '{provider} does not serve this country. Pay with crypto instead.',
  },
  fee: { id: 'screens.Money.Checkout.Onramp.fee', defaultMessage: '{provider}’s fee' },
  youPay: { id: 'screens.Money.Checkout.Onramp.youPay', defaultMessage: 'You pay {provider}' },
  continue: { id: 'screens.Money.Checkout.Onramp.continue', defaultMessage: 'Continue to {provider}' },
  pending: {
    id: 'screens.Money.Checkout.Onramp.pending',
    defaultMessage: '{provider} has your payment and is sending the amount here. This page follows it.',
  },
  providerDown: {
    id: 'screens.Money.Checkout.Onramp.providerDown',
    defaultMessage: '{provider} could not be reached. Try again in a moment.',
  },
});
