import { defineMessages } from 'react-intl';

/** Texts the payment link pages add around the screens: their toasts. */
export const linkToastMessages = defineMessages({
  urlCopied: { id: 'app.paymentLinks.urlCopied', defaultMessage: 'Link URL copied to the clipboard' },
  copyFailed: {
    id: 'app.paymentLinks.copyFailed',
    defaultMessage: 'The URL could not be copied. Open the link with View and copy it from there.',
  },
});

export const assignToastMessages = defineMessages<{ assigned: { target: string } }>({
  assigned: { id: 'app.payments.assigned', defaultMessage: 'Payment assigned to {target}' },
});
