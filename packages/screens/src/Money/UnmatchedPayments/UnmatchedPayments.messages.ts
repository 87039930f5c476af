import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  heading: { id: 'screens.Money.UnmatchedPayments.heading', defaultMessage: 'Unmatched payments' },
  description: {
    id: 'screens.Money.UnmatchedPayments.description',
    defaultMessage:
      'Transfers to your wallets that match no checkout, an amount changed in the wallet for instance. Assign each to the checkout or link it pays for.',
  },
  table: { id: 'screens.Money.UnmatchedPayments.table', defaultMessage: 'Unmatched payments' },
  assign: { id: 'screens.Money.UnmatchedPayments.assign', defaultMessage: 'Assign' },
  assignTitle: { id: 'screens.Money.UnmatchedPayments.assignTitle', defaultMessage: 'Assign the payment' },
  target: { id: 'screens.Money.UnmatchedPayments.target', defaultMessage: 'Checkout or link it pays for' },
  targetRequired: {
    id: 'screens.Money.UnmatchedPayments.targetRequired',
    defaultMessage: 'Choose what the payment is for.',
  },
  cancel: { id: 'screens.Money.UnmatchedPayments.cancel', defaultMessage: 'Cancel' },
  noTargetTitle: {
    id: 'screens.Money.UnmatchedPayments.noTargetTitle',
    defaultMessage: 'No open checkout can take this payment',
  },
  noTargetNext: {
    id: 'screens.Money.UnmatchedPayments.noTargetNext',
    defaultMessage:
      'Create a payment link for it and open its checkout in the same token, then assign the payment to that checkout. Until then it stays here: nothing received is lost. If it was sent by mistake, return it to the payer from your wallet.',
  },
  createLink: { id: 'screens.Money.UnmatchedPayments.createLink', defaultMessage: 'Create a payment link' },
  assignFailed: {
    id: 'screens.Money.UnmatchedPayments.assignFailed',
    defaultMessage: 'The payment could not be assigned. Please try again.',
  },
  emptyTitle: { id: 'screens.Money.UnmatchedPayments.emptyTitle', defaultMessage: 'Every payment is matched' },
  emptyDescription: {
    id: 'screens.Money.UnmatchedPayments.emptyDescription',
    defaultMessage: 'A transfer that matches no checkout would show here, so that nothing received is lost.',
  },
});

export const valueMessages = defineMessages<{
  assignRow: { amount: string };
  assignDescription: { amount: string; payer: string };
  noTargetWhy: { symbol: string };
  noExactAmount: { amount: string };
}>({
  noTargetWhy: {
    id: 'screens.Money.UnmatchedPayments.noTargetWhy',
    defaultMessage:
      'A payment can go only to a checkout in its own token, on its own network and so in its own mode (test or live). No checkout of this workspace is open in {symbol} there.',
  },
  noExactAmount: {
    id: 'screens.Money.UnmatchedPayments.noExactAmount',
    defaultMessage:
      'None of these checkouts asks for exactly {amount}: the one you choose shows the payment as underpaid or overpaid.',
  },
  assignRow: { id: 'screens.Money.UnmatchedPayments.assignRow', defaultMessage: 'Assign {amount}' },
  assignDescription: {
    id: 'screens.Money.UnmatchedPayments.assignDescription',
    defaultMessage: '{amount} from {payer}. It then counts as that checkout’s payment.',
  },
});
