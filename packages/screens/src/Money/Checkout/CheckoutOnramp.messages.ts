import { messagesIn } from '@meridian/ui';

export const messages = messagesIn('screens.Money.Checkout.Onramp', {
  heading: 'Card or bank transfer',
  sandbox: 'Sandbox: nothing is charged',
  country: 'Your country',
  countryHelp: 'What you can use depends on where you live.',
  method: 'Pay by',
  card: 'Card',
  bankTransfer: 'Bank transfer',
  declined: 'Your card or bank transfer payment did not go through. Try again, or pay with crypto.',
  unavailable: 'Cards and bank transfers cannot be used for this payment right now. Pay with crypto instead.',
});

/** The messages that name the provider. */
export const providerMessages = messagesIn<{
  intro: { provider: string };
  notServed: { provider: string };
  fee: { provider: string };
  youPay: { provider: string };
  continue: { provider: string };
  pending: { provider: string };
  providerDown: { provider: string };
}>('screens.Money.Checkout.Onramp', {
  intro:
    'No crypto? {provider} takes your card or bank transfer, buys the exact amount above and sends it here. You then come back to this page.',
  notServed: '{provider} does not serve this country. Pay with crypto instead.',
  fee: '{provider}’s fee',
  youPay: 'You pay {provider}',
  continue: 'Continue to {provider}',
  pending: '{provider} has your payment and is sending the amount here. This page follows it.',
  providerDown: '{provider} could not be reached. Try again in a moment.',
});
