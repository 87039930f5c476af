import type { CheckoutLink as CheckoutLinkAnswer } from '@meridian/contract';
import { useCheckoutLink } from '@meridian/data';
import { Checkout, CheckoutNotFound, type CheckoutOnrampProps, type LanguagePickerProps } from '@meridian/screens';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { FIRST_LOAD_QUIET_MS, PageLoading } from '../PageLoading';
import { linkView, networkView } from './checkout-view';
import { useCheckoutFlow } from './useCheckoutFlow';
import { useLanguagePicker } from './language-picker';

// Cards and bank transfers: their offer's requests load after the checkout shows.
const OnrampOffer = lazy(() => import('./useOnramp'));

// The payment-done page loads when the payment is final: a payer who has not paid yet never
// downloads it.
const Done = lazy(() => import('./PaymentDonePage'));

/** `/pay/{slug}`: the link's public face, then its checkout; an unknown link says so, in the checkout's frame. */
export function CheckoutPage({ slug }: { slug: string | null }) {
  const link = useCheckoutLink(slug ?? '', { enabled: slug !== null });
  const languagePicker = useLanguagePicker();
  useEffect(() => {
    if (link.data) document.title = `${link.data.name} · ${link.data.merchantName}`;
  }, [link.data]);

  // A payer's page: it says the link does not exist, and leads nowhere into the dashboard.
  if (slug === null || link.error?.code === 'NOT_FOUND') return <CheckoutNotFound languagePicker={languagePicker} />;
  if (!link.data) return <PageLoading spinnerFrom={FIRST_LOAD_QUIET_MS} />;
  return <LinkCheckout link={link.data} languagePicker={languagePicker} />;
}

function LinkCheckout({ link, languagePicker }: { link: CheckoutLinkAnswer; languagePicker: LanguagePickerProps }) {
  const flow = useCheckoutFlow(link);
  const view = useMemo(() => linkView(link), [link]);
  const network = useMemo(() => networkView(link.chain), [link.chain]);
  const [onramp, setOnramp] = useState<CheckoutOnrampProps>();
  const offer =
    flow.session?.state === 'open' ? (
      <Suspense fallback={null}>
        <OnrampOffer session={flow.session} startValues={flow.startValues} onChange={setOnramp} />
      </Suspense>
    ) : null;

  if (flow.isLoading) return <PageLoading spinnerFrom={FIRST_LOAD_QUIET_MS} />;
  if (flow.checkout.state === 'paid' && flow.session) {
    return (
      <Suspense fallback={<PageLoading spinnerFrom={FIRST_LOAD_QUIET_MS} />}>
        <Done
          link={link}
          view={view}
          network={network}
          session={flow.session}
          languagePicker={languagePicker}
          // A dynamic link is one payment; the others take more, from their first step.
          onPayAgain={link.type === 'dynamic' ? undefined : flow.onPayAgain}
        />
      </Suspense>
    );
  }
  return (
    <>
      {offer}
      <Checkout
        merchantName={link.merchantName}
        link={view}
        network={network}
        checkout={flow.checkout}
        languagePicker={languagePicker}
        startValues={flow.startValues}
        onStartDraft={flow.onStartDraft}
        onChangeToken={flow.onChangeToken}
        onDonationAmount={flow.onDonationAmount}
        onStart={flow.onStart}
        onPayWithWallet={flow.onPayWithWallet}
        onConnect={flow.onConnect}
        onSwitchNetwork={flow.onSwitchNetwork}
        onPayByQr={flow.onPayByQr}
        onRestart={flow.onRestart}
        onExpire={flow.onExpire}
        onramp={onramp}
      />
    </>
  );
}
