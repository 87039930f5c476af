import { checkWalletAddress, type AddressProblem } from '@meridian/contract';
import { CircleCheck, Clock, Link2Off, SearchX } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Alert, Button, Card, Form, Heading, Stack, Text, TextField } from '@meridian/ui';
import type { LanguagePickerProps } from '../../Auth/GuestLayout/LanguagePickerContext';
import { useForm } from '../../common/useForm';
import type { ActionResult, SubmitStatus } from '../../common/usePendingAction';
import { ClosedNotice } from '../Checkout/ClosedNotice';
import { CheckoutLayout } from '../Checkout/CheckoutLayout';
import { Address } from '../common/money.styles';
import { formatPrice, type RefundNetwork } from '../common/refunds';
import type { MoneyAmount } from '../common/payments';
import { formatTokenAmount, type TokenAmount } from '../common/tokenAmount';
import { messages, valueMessages } from './RefundAddress.messages';

/** The refund the payer is asked an address for. */
export interface RefundAddressView {
  merchantName: string;
  amount: TokenAmount;
  price: MoneyAmount | null;
  network: RefundNetwork;
  /** The address the payment came from, offered as the refund's; null when unknown. */
  sendingAddress: string | null;
  /** The address given (the done state). */
  address?: string;
  isTest?: boolean;
}

export interface RefundAddressProps {
  /** `open`: asks for the address; `done`: it was given; the rest: the link cannot be used. */
  state: 'open' | 'done' | 'expired' | 'used' | 'notFound';
  refund?: RefundAddressView;
  /** Gives the address, as Meridian stores it (EIP-55 on Moonbeam); resolves once saved. */
  onSubmit: (address: string) => ActionResult;
  status?: SubmitStatus;
  /** The API refused the address (a problem by the contract's rule), or failed. */
  error?: AddressProblem | 'failed';
  /** What the field starts with (stories and tests). */
  defaultAddress?: string;
  languagePicker?: LanguagePickerProps;
}

/**
 * The payer's refund page, public and in their language: what comes back, and the address it is
 * sent to, checked with the network's address rule, the address they paid from offered, and a
 * warning that an exchange may not credit a return. An expired, used or unknown link says so.
 */
export function RefundAddress({
  state,
  refund,
  onSubmit,
  status,
  error,
  defaultAddress = '',
  languagePicker,
}: RefundAddressProps) {
  const intl = useIntl();
  const network = refund?.network;
  const problemText = (problem: AddressProblem) => {
    const name = network?.name ?? '';
    switch (problem) {
      case 'required':
        return intl.formatMessage(messages.addressRequired);
      case 'checksum':
        return intl.formatMessage(messages.addressChecksum);
      case 'wrong_network':
        return intl.formatMessage(valueMessages.addressWrongNetwork, { network: name });
      case 'cannot_receive':
        return intl.formatMessage(valueMessages.addressCannotReceive, { network: name });
      default:
        return intl.formatMessage(valueMessages.addressInvalid, { network: name });
    }
  };
  const form = useForm<{ address: string }, AddressProblem, string>({
    initialValues: { address: defaultAddress },
    validate: ({ address }) => {
      if (!network) return {};
      const check = checkWalletAddress(network.network, address);
      return check.ok ? {} : { address: check.problem };
    },
    prepare: ({ address }) => {
      const check = network ? checkWalletAddress(network.network, address) : undefined;
      return check?.ok ? check.address : address.trim();
    },
    onSubmit,
    isBusy: status === 'submitting',
    fieldErrors: error && error !== 'failed' ? { address: error } : undefined,
    errorText: problemText,
  });

  const amount = refund
    ? intl.formatMessage(valueMessages.amount, {
        amount: formatTokenAmount(refund.amount, intl.locale),
        price: refund.price ? formatPrice(refund.price, intl.locale) : '',
        hasPrice: refund.price ? 'yes' : 'no',
      })
    : '';

  const content = () => {
    if (state === 'notFound' || !refund) {
      return (
        <ClosedNotice
          icon={<SearchX aria-hidden />}
          heading={intl.formatMessage(messages.notFoundHeading)}
          text={intl.formatMessage(messages.notFoundText)}
        />
      );
    }
    if (state === 'expired') {
      return (
        <ClosedNotice
          icon={<Clock aria-hidden />}
          heading={intl.formatMessage(messages.expiredHeading)}
          text={intl.formatMessage(messages.expiredText)}
        />
      );
    }
    if (state === 'used') {
      return (
        <ClosedNotice
          icon={<Link2Off aria-hidden />}
          heading={intl.formatMessage(messages.usedHeading)}
          text={intl.formatMessage(messages.usedText)}
        />
      );
    }
    if (state === 'done') {
      return (
        <ClosedNotice
          icon={<CircleCheck aria-hidden />}
          heading={intl.formatMessage(messages.doneHeading)}
          text={intl.formatMessage(valueMessages.doneText, {
            merchant: refund.merchantName,
            amount,
            address: refund.address ?? '',
          })}
        />
      );
    }
    const { sendingAddress } = refund;
    return (
      <Stack gap={5}>
        <Stack gap={2}>
          <Heading level={1} size="lg">
            {intl.formatMessage(valueMessages.heading, { merchant: refund.merchantName })}
          </Heading>
          <Text size="lg" weight="semibold">
            {amount}
          </Text>
          <Text tone="muted">{intl.formatMessage(valueMessages.intro, { network: refund.network.name })}</Text>
        </Stack>
        <Alert tone="warning" description={intl.formatMessage(messages.exchangeWarning)} />
        {error === 'failed' ? <Alert live tone="danger" description={intl.formatMessage(messages.failed)} /> : null}
        <Card>
          <Form {...form.formProps}>
            <Stack gap={4}>
              <TextField
                {...form.field('address')}
                label={intl.formatMessage(messages.address)}
                autoComplete="off"
                spellCheck="false"
                fullWidth
              />
              {sendingAddress ? (
                <Stack gap={2}>
                  <Text size="sm" tone="muted">
                    {intl.formatMessage(messages.sending)}
                  </Text>
                  <Address>{sendingAddress}</Address>
                  <div>
                    <Button variant="secondary" size="sm" onPress={() => form.setValue('address', sendingAddress)}>
                      {intl.formatMessage(messages.useSending)}
                    </Button>
                  </div>
                </Stack>
              ) : null}
              <div>
                <Button type="submit" isLoading={form.isSubmitting}>
                  {intl.formatMessage(messages.submit)}
                </Button>
              </div>
            </Stack>
          </Form>
        </Card>
      </Stack>
    );
  };

  return (
    <CheckoutLayout isTest={refund?.isTest} languagePicker={languagePicker}>
      {content()}
    </CheckoutLayout>
  );
}
