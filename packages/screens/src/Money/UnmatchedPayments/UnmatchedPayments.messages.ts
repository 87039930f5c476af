import { messagesIn } from '@meridian/ui';

export const messages = messagesIn('screens.Money.UnmatchedPayments', {
  heading: 'Unmatched payments',
  description:
    'Transfers to your wallets that match no checkout, an amount changed in the wallet for instance. Assign each to the checkout or link it pays for.',
  table: 'Unmatched payments',
  assign: 'Assign',
  assignTitle: 'Assign the payment',
  target: 'Checkout or link it pays for',
  targetRequired: 'Choose what the payment is for.',
  cancel: 'Cancel',
  noTargetTitle: 'No open checkout can take this payment',
  noTargetNext:
    'Create a payment link for it and open its checkout in the same token, then assign the payment to that checkout. Until then it stays here: nothing received is lost. If it was sent by mistake, return it to the payer from your wallet.',
  createLink: 'Create a payment link',
  assignFailed: 'The payment could not be assigned. Please try again.',
  emptyTitle: 'Every payment is matched',
  emptyDescription: 'A transfer that matches no checkout would show here, so that nothing received is lost.',
});

export const valueMessages = messagesIn<{
  assignRow: { amount: string };
  assignDescription: { amount: string; payer: string };
  noTargetWhy: { symbol: string };
  noExactAmount: { amount: string };
}>('screens.Money.UnmatchedPayments', {
  noTargetWhy:
    'A payment can go only to a checkout in its own token, on its own network and so in its own mode (test or live). No checkout of this workspace is open in {symbol} there.',
  noExactAmount:
    'None of these checkouts asks for exactly {amount}: the one you choose shows the payment as underpaid or overpaid.',
  assignRow: 'Assign {amount}',
  assignDescription: '{amount} from {payer}. It then counts as that checkout’s payment.',
});
