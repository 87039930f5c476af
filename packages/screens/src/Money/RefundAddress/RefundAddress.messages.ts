import { messagesIn } from '@meridian/ui';

export const messages = messagesIn('screens.Money.RefundAddress', {
  address: 'Your refund address',
  useSending: 'Use the address I paid from',
  exchangeWarning:
    'If you paid from an exchange account, do not give its address: an exchange may not credit a transfer it did not expect. Give the address of a wallet you control.',
  sending: 'You paid from this address:',
  submit: 'Send my refund here',
  failed: 'Your address could not be saved. Please try again.',
  doneHeading: 'Thank you, your address is saved',
  expiredHeading: 'This link has expired',
  expiredText: 'Ask the merchant for a new link to give your refund address.',
  usedHeading: 'This link has been used',
  usedText: 'A refund address was already given through it. If it was not you, contact the merchant.',
  notFoundHeading: 'This link does not work',
  notFoundText:
    'Check that you opened the whole link from the message you received, or ask the merchant for a new one.',
  addressRequired: 'Enter the address to refund.',
  addressChecksum: 'This address has a typing mistake. Copy it again from your wallet.',
});

export const valueMessages = messagesIn<{
  heading: { merchant: string };
  amount: { amount: string; price: string; hasPrice: string };
  intro: { network: string };
  addressInvalid: { network: string };
  addressWrongNetwork: { network: string };
  addressCannotReceive: { network: string };
  doneText: { merchant: string; amount: string; address: string };
}>('screens.Money.RefundAddress', {
  heading: '{merchant} is refunding you',
  amount: '{hasPrice, select, yes {{amount} ({price})} other {{amount}}}',
  intro: 'Give the {network} address your refund should be sent to.',
  addressInvalid: 'This is not a {network} address. Check it and paste it again.',
  addressWrongNetwork: 'This address belongs to another network. Enter a {network} address.',
  addressCannotReceive: 'This is a contract address on {network}, not a wallet: a refund sent to it would be lost.',
  doneText: '{merchant} will send {amount} to {address}. You can close this page.',
});
