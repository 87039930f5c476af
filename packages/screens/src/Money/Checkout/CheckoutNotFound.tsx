import { SearchX } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { LanguagePickerProps } from '../../Auth/GuestLayout/LanguagePickerContext';
import { messages } from './Checkout.messages';
import { ClosedNotice } from './ClosedNotice';
import { CheckoutLayout } from './CheckoutLayout';

export interface CheckoutNotFoundProps {
  languagePicker?: LanguagePickerProps;
}

/**
 * A payment page whose link does not exist (a mistyped or removed address): said to the payer in
 * the checkout's own frame, with no way into the merchants' dashboard.
 */
export function CheckoutNotFound({ languagePicker }: CheckoutNotFoundProps) {
  const intl = useIntl();
  return (
    <CheckoutLayout languagePicker={languagePicker}>
      <ClosedNotice
        icon={<SearchX aria-hidden />}
        heading={intl.formatMessage(messages.notFoundHeading)}
        text={intl.formatMessage(messages.notFoundText)}
      />
    </CheckoutLayout>
  );
}
