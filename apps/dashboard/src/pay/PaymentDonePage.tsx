import type { CheckoutLink as CheckoutLinkAnswer, CheckoutSession } from '@meridian/contract';
import {
  PaymentDone,
  type CheckoutLink as CheckoutLinkView,
  type CheckoutNetwork,
  type LanguagePickerProps,
} from '@meridian/screens';
import { useState } from 'react';
import { receiptView } from './checkout-view';

/** How long the payment-done page shows before it follows the link's redirect. */
export const REDIRECT_AFTER_MS = 8000;

interface DoneProps {
  link: CheckoutLinkAnswer;
  view: CheckoutLinkView;
  network: CheckoutNetwork;
  session: CheckoutSession;
  languagePicker: LanguagePickerProps;
  onPayAgain?: () => void;
}

/** The payment-done page; the link's redirect counts down from when it first shows. */
export default function Done({ link, view, network, session, languagePicker, onPayAgain }: DoneProps) {
  const [redirectAt] = useState(() => new Date(Date.now() + REDIRECT_AFTER_MS));
  return (
    <PaymentDone
      merchantName={link.merchantName}
      receipt={receiptView(session, view, network)}
      message={session.message ?? undefined}
      redirect={session.redirectUrl ? { url: session.redirectUrl, at: redirectAt } : undefined}
      onRedirect={(url) => window.location.assign(url)}
      onPayAgain={onPayAgain}
      isTest={link.environment === 'test'}
      languagePicker={languagePicker}
    />
  );
}
