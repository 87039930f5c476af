import { SearchX } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Heading, Stack, Text } from '@meridian/ui';
import type { LanguagePickerProps } from '../../Auth/GuestLayout/LanguagePickerContext';
import { messages } from './Checkout.messages';
import { NotFoundMark } from './Checkout.styles';
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
      <NotFoundMark>
        <SearchX aria-hidden />
        <Stack gap={2}>
          <Heading level={1} size="lg">
            {intl.formatMessage(messages.notFoundHeading)}
          </Heading>
          <Text tone="muted">{intl.formatMessage(messages.notFoundText)}</Text>
        </Stack>
      </NotFoundMark>
    </CheckoutLayout>
  );
}
