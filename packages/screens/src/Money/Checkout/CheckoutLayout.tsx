import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Badge, Text } from '@meridian/ui';
import type { LanguagePickerProps } from '../../Auth/GuestLayout/LanguagePickerContext';
import { whenPageSettled } from '../../common/pageSettled';
import { messages } from './Checkout.messages';
import { PublicFooter, PublicPage } from '../../common/page.styles';
import { Header, Main, Merchant, PickerSlot } from './Checkout.styles';

// The picker's select loads on its own, once the page has settled, so that the payment shows
// without waiting for it.
const LanguagePicker = lazy(async () => {
  await whenPageSettled();
  return { default: (await import('../../Auth/GuestLayout/LanguagePicker')).LanguagePicker };
});

export interface CheckoutLayoutProps {
  /** Who is paid: the workspace's name; none on a page that names no link (not found). */
  merchantName?: string;
  /** Test payments are marked as such in the header. */
  isTest?: boolean;
  /** The page's language and how to change it. */
  languagePicker?: LanguagePickerProps;
  children: ReactNode;
}

/** The public payment page around a checkout: who is paid, the content, and a language picker. */
export function CheckoutLayout({ merchantName, isTest = false, languagePicker, children }: CheckoutLayoutProps) {
  const intl = useIntl();
  return (
    <PublicPage>
      <Header>
        {merchantName === undefined ? null : (
          <div>
            <Text as="p" size="sm" tone="muted">
              {intl.formatMessage(messages.payTo)}
            </Text>
            <Merchant>{merchantName}</Merchant>
          </div>
        )}
        {isTest ? <Badge tone="warning">{intl.formatMessage(messages.testPayment)}</Badge> : null}
      </Header>
      <Main>{children}</Main>
      <PublicFooter>
        <span>{intl.formatMessage(messages.poweredBy)}</span>
        {languagePicker ? (
          <PickerSlot>
            <Suspense fallback={null}>
              <LanguagePicker {...languagePicker} />
            </Suspense>
          </PickerSlot>
        ) : null}
      </PublicFooter>
    </PublicPage>
  );
}
