import type { RefundRequestView } from '@meridian/contract';
import { isApiError, useRefundRequest, useSubmitRefundAddress } from '@meridian/data';
import { RefundAddress, type LanguagePickerProps, type RefundAddressProps } from '@meridian/screens';
import { useEffect, useState } from 'react';
import { FIRST_LOAD_QUIET_MS, PageLoading } from '../PageLoading';
import { priceOf } from '../payments/refund-price';

function refundView(view: RefundRequestView): RefundAddressProps['refund'] {
  return {
    merchantName: view.merchantName,
    amount: { units: view.amount, decimals: view.token.decimals, symbol: view.token.symbol },
    price: priceOf(view.priceAmount, view.currency),
    network: { network: 'moonbeam', chainId: view.chain.id, name: view.chain.name },
    sendingAddress: view.paymentFrom,
    address: view.address ?? undefined,
    isTest: view.chain.test,
  };
}

/**
 * `/refund/{token}`: the payer's refund page, served by the checkout page's entry (no session,
 * in the payer's language). It asks for the refund address once; a used, replaced, expired or
 * unknown link says so.
 */
export function RefundPage({ token, languagePicker }: { token: string; languagePicker: LanguagePickerProps }) {
  const request = useRefundRequest(token);
  const submit = useSubmitRefundAddress(token);
  const [error, setError] = useState<RefundAddressProps['error']>();
  useEffect(() => {
    if (request.data) document.title = request.data.merchantName;
  }, [request.data]);

  const code = request.error?.code;
  if (code === 'LINK_EXPIRED')
    return <RefundAddress state="expired" onSubmit={() => undefined} languagePicker={languagePicker} />;
  if (code === 'LINK_INVALID' || code === 'NOT_FOUND' || code === 'VALIDATION_FAILED') {
    return <RefundAddress state="notFound" onSubmit={() => undefined} languagePicker={languagePicker} />;
  }
  if (!request.data) return <PageLoading spinnerFrom={FIRST_LOAD_QUIET_MS} />;
  const view = request.data;
  const given = view.address !== null;
  const onSubmit = async (address: string) => {
    setError(undefined);
    try {
      await submit.trigger(address);
    } catch (failure) {
      const detail = isApiError(failure) ? failure.fieldErrors?.find((item) => item.field === 'address') : undefined;
      setError((detail?.code as RefundAddressProps['error'] | undefined) ?? 'failed');
    }
  };
  return (
    <RefundAddress
      state={given ? 'done' : view.state === 'awaiting_address' || view.state === 'requested' ? 'open' : 'used'}
      refund={refundView(view)}
      onSubmit={onSubmit}
      status={submit.isMutating ? 'submitting' : 'idle'}
      error={error}
      languagePicker={languagePicker}
    />
  );
}
