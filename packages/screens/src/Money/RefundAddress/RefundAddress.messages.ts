import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  address: { id: 'screens.Money.RefundAddress.address', defaultMessage: 'Your refund address' },
  useSending: { id: 'screens.Money.RefundAddress.useSending', defaultMessage: 'Use the address I paid from' },
  exchangeWarning: {
    id: 'screens.Money.RefundAddress.exchangeWarning',
    defaultMessage:
      'If you paid from an exchange account, do not give its address: an exchange may not credit a transfer it did not expect. Give the address of a wallet you control.',
  },
  sending: { id: 'screens.Money.RefundAddress.sending', defaultMessage: 'You paid from this address:' },
  submit: { id: 'screens.Money.RefundAddress.submit', defaultMessage: 'Send my refund here' },
  failed: {
    id: 'screens.Money.RefundAddress.failed',
    defaultMessage: 'Your address could not be saved. Please try again.',
  },
  doneHeading: { id: 'screens.Money.RefundAddress.doneHeading', defaultMessage: 'Thank you, your address is saved' },
  expiredHeading: { id: 'screens.Money.RefundAddress.expiredHeading', defaultMessage: 'This link has expired' },
  expiredText: {
    id: 'screens.Money.RefundAddress.expiredText',
    defaultMessage: 'Ask the merchant for a new link to give your refund address.',
  },
  usedHeading: { id: 'screens.Money.RefundAddress.usedHeading', defaultMessage: 'This link has been used' },
  usedText: {
    id: 'screens.Money.RefundAddress.usedText',
    defaultMessage: 'A refund address was already given through it. If it was not you, contact the merchant.',
  },
  notFoundHeading: { id: 'screens.Money.RefundAddress.notFoundHeading', defaultMessage: 'This link does not work' },
  notFoundText: {
    id: 'screens.Money.RefundAddress.notFoundText',
    defaultMessage:
      'Check that you opened the whole link from the message you received, or ask the merchant for a new one.',
  },
  addressRequired: {
    id: 'screens.Money.RefundAddress.addressRequired',
    defaultMessage: 'Enter the address to refund.',
  },
  addressChecksum: {
    id: 'screens.Money.RefundAddress.addressChecksum',
    defaultMessage: 'This address has a typing mistake. Copy it again from your wallet.',
  },
});

export const valueMessages = defineMessages<{
  heading: { merchant: string };
  amount: { amount: string; price: string; hasPrice: string };
  intro: { network: string };
  addressInvalid: { network: string };
  addressWrongNetwork: { network: string };
  addressCannotReceive: { network: string };
  doneText: { merchant: string; amount: string; address: string };
}>({
  heading: { id: 'screens.Money.RefundAddress.heading', defaultMessage: '{merchant} is refunding you' },
  amount: {
    id: 'screens.Money.RefundAddress.amount',
    defaultMessage: '{hasPrice, select, yes {{amount} ({price})} other {{amount}}}',
  },
  intro: {
    id: 'screens.Money.RefundAddress.intro',
    defaultMessage: 'Give the {network} address your refund should be sent to.',
  },
  addressInvalid: {
    id: 'screens.Money.RefundAddress.addressInvalid',
    defaultMessage: 'This is not a {network} address. Check it and paste it again.',
  },
  addressWrongNetwork: {
    id: 'screens.Money.RefundAddress.addressWrongNetwork',
    defaultMessage: 'This address belongs to another network. Enter a {network} address.',
  },
  addressCannotReceive: {
    id: 'screens.Money.RefundAddress.addressCannotReceive',
    defaultMessage: 'This is a contract address on {network}, not a wallet: a refund sent to it would be lost.',
  },
  doneText: {
    id: 'screens.Money.RefundAddress.doneText',
    defaultMessage: '{merchant} will send {amount} to {address}. You can close this page.',
  },
});
