import { isCountryCode, type CheckoutSession } from '@meridian/contract';
import { isApiError, useCheckoutOnramp, useStartCheckoutOnramp } from '@meridian/data';
import type { CheckoutOnrampProps, CheckoutStartValues } from '@meridian/screens';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';

/** The payer's country as far as the page knows it: their billing country, else their language's region. */
function countryGuess(values: Partial<CheckoutStartValues> | undefined, locale: string): string | undefined {
  if (values?.country) return values.country;
  const region = new Intl.Locale(navigator.language || locale).maximize().region;
  return region && /^[A-Z]{2}$/.test(region) ? region : undefined;
}

/**
 * Card or bank transfer for the open session: the provider's offer, followed while the payment
 * waits (a declined or delivered order shows), and the start, which leaves for the provider's page.
 * Nothing when the merchant does not offer it.
 */
export function useOnramp(
  session: CheckoutSession | undefined,
  startValues: Partial<CheckoutStartValues> | undefined,
): CheckoutOnrampProps | undefined {
  const intl = useIntl();
  const open = session?.state === 'open';
  const offer = useCheckoutOnramp(session?.id ?? '', { enabled: open });
  const start = useStartCheckoutOnramp(session?.id ?? '');
  const [error, setError] = useState<CheckoutOnrampProps['error']>();
  const defaultCountry = countryGuess(startValues, intl.locale);
  const trigger = start.trigger;
  // One object while nothing it shows changes: the page that renders it keeps it in its state.
  return useMemo(() => {
    if (!open || !offer.data?.available || !offer.data.provider) return undefined;
    return {
      offer: { ...offer.data, provider: offer.data.provider },
      defaultCountry,
      error,
      onStart: async (choice) => {
        setError(undefined);
        try {
          // The screen offers only the provider's countries, each an ISO code.
          if (!isCountryCode(choice.country)) return setError('unavailable');
          const started = await trigger({ country: choice.country, method: choice.method });
          window.location.assign(started.redirectUrl);
        } catch (failure) {
          if (isApiError(failure) && failure.code === 'PROVIDER_UNAVAILABLE') setError('provider');
          else if (isApiError(failure)) setError('unavailable');
          else throw failure;
        }
      },
    } satisfies CheckoutOnrampProps;
  }, [open, offer.data, defaultCountry, error, trigger]);
}

export interface OnrampOfferProps {
  session: CheckoutSession | undefined;
  startValues: Partial<CheckoutStartValues> | undefined;
  /** Called with the choice's props whenever they change (undefined while there is none). */
  onChange: (onramp: CheckoutOnrampProps | undefined) => void;
}

/**
 * The offer, read in a chunk of its own that the checkout loads once it shows (React.lazy): a
 * payer who pays from a wallet never downloads the on-ramp's requests. Draws nothing itself.
 */
export default function OnrampOffer({ session, startValues, onChange }: OnrampOfferProps) {
  const onramp = useOnramp(session, startValues);
  useEffect(() => onChange(onramp), [onramp, onChange]);
  useEffect(() => () => onChange(undefined), [onChange]);
  return null;
}
