import { isRefundState, REFUND_CANCELLABLE_STATES, REFUND_LINKABLE_STATES, TX_HASH_PATTERN } from '@meridian/contract';
import { Undo2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import {
  Alert,
  Button,
  Card,
  Form,
  Inline,
  Stack,
  StatusBadge,
  Text,
  TextField,
  type CopyFunction,
} from '@meridian/ui';
import { useForm } from '../../common/useForm';
import type { ActionResult } from '../../common/usePendingAction';
import { PayerAddress, TransactionCell } from '../common/payments';
import { formatPrice, type RefundNetwork, type RefundView } from '../common/refunds';
import { refundTones, useRefundText } from '../common/refunds.messages';
import { formatTokenAmount } from '../common/tokenAmount';
import { errorMessages, messages, valueMessages } from './PaymentDetail.messages';
import { SummaryList } from '../common/money.styles';
import { RefundPayerLink } from './RefundPayerLink';

export type RefundHashErrorKey = 'hashRequired' | 'hashInvalid' | 'hashMismatch' | 'hashUsed';
export type RefundSendErrorKey = 'walletRejected' | 'walletWrongAccount' | 'walletFailed';

/** What the merchant does with a refund, by its id; each returns when the API has answered. */
export interface RefundActions {
  /** Sends the refund from a connected wallet (the dashboard connects one first); absent where none can connect. */
  onSend?: (refundId: string) => ActionResult;
  /** Records the hash of a transfer made elsewhere; the API checks it on the chain. */
  onGiveHash: (refundId: string, hash: string) => ActionResult;
  /** Makes a new payer's link to copy (the last one stops working). */
  onNewLink?: (refundId: string) => ActionResult;
  /** Asks to cancel the refund (the page confirms first). */
  onCancel?: (refundId: string) => void;
  /** The last action's failure on a refund. */
  failure?: { refundId: string; key: RefundHashErrorKey | RefundSendErrorKey | 'failed' };
  /** The refund whose action is running. */
  pending?: string;
  copy?: CopyFunction;
}

/** The hash form of a refund ready to send: what was typed stays when the API refuses it. */
function HashForm({ refund, actions }: { refund: RefundView; actions: RefundActions }) {
  const intl = useIntl();
  const failure = actions.failure?.refundId === refund.id ? actions.failure.key : undefined;
  const form = useForm<{ hash: string }, RefundHashErrorKey, string>({
    initialValues: { hash: '' },
    validate: ({ hash }) =>
      hash.trim() === '' ? { hash: 'hashRequired' } : TX_HASH_PATTERN.test(hash.trim()) ? {} : { hash: 'hashInvalid' },
    prepare: ({ hash }) => hash.trim(),
    onSubmit: (hash) => actions.onGiveHash(refund.id, hash),
    fieldErrors: failure === 'hashMismatch' || failure === 'hashUsed' ? { hash: failure } : undefined,
    errorText: (key) => intl.formatMessage(errorMessages[key]),
  });
  return (
    <Form {...form.formProps}>
      <Stack gap={2}>
        <Text size="sm" tone="muted">
          {intl.formatMessage(messages.orHash)}
        </Text>
        <Inline gap={2} align="end" wrap>
          <TextField
            {...form.field('hash')}
            label={intl.formatMessage(messages.hash)}
            autoComplete="off"
            spellCheck="false"
          />
          <Button type="submit" variant="secondary" isLoading={form.isSubmitting}>
            {intl.formatMessage(messages.giveHash)}
          </Button>
        </Inline>
      </Stack>
    </Form>
  );
}

/** One refund: its amount and state, and what comes next in that state. */
export function PaymentRefund({
  refund,
  network,
  actions,
}: {
  refund: RefundView;
  network: RefundNetwork;
  actions: RefundActions;
}) {
  const intl = useIntl();
  const text = useRefundText();
  const date = (at: Date) => intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' });
  const amount = formatTokenAmount(refund.amount, intl.locale);
  const failure = actions.failure?.refundId === refund.id ? actions.failure.key : undefined;
  const sendFailure = failure && failure.startsWith('wallet') ? failure : failure === 'failed' ? 'failed' : undefined;
  const cancellable = isRefundState(refund.state, REFUND_CANCELLABLE_STATES);
  const linkable = isRefundState(refund.state, REFUND_LINKABLE_STATES);

  return (
    <Card
      as="article"
      headingLevel={3}
      title={intl.formatMessage(valueMessages.refundOf, {
        amount,
        price: refund.price ? formatPrice(refund.price, intl.locale) : '',
        hasPrice: refund.price ? 'yes' : 'no',
      })}
      description={intl.formatMessage(valueMessages.created, { date: date(refund.createdAt) })}
      actions={<StatusBadge tone={refundTones[refund.state]}>{text.state(refund.state)}</StatusBadge>}
      footer={
        cancellable && actions.onCancel ? (
          <Button
            variant="secondary"
            size="sm"
            icon={<Undo2 aria-hidden />}
            onPress={() => actions.onCancel?.(refund.id)}
          >
            {intl.formatMessage(messages.cancel)}
          </Button>
        ) : undefined
      }
    >
      <Stack gap={3}>
        {linkable ? <RefundPayerLink refund={refund} actions={actions} /> : null}
        {refund.address ? (
          <SummaryList>
            <dt>{intl.formatMessage(messages.refundAddress)}</dt>
            <dd>
              <PayerAddress address={refund.address} copy={actions.copy} />
            </dd>
            {refund.txHash ? (
              <>
                <dt>{intl.formatMessage(messages.transaction)}</dt>
                <dd>
                  <TransactionCell payment={{ txHash: refund.txHash, chainId: network.chainId }} />
                </dd>
              </>
            ) : null}
          </SummaryList>
        ) : null}
        {refund.state === 'ready' ? (
          <>
            <Text>{intl.formatMessage(valueMessages.readyText, { amount, network: network.name })}</Text>
            {sendFailure ? (
              <Alert
                live
                tone="danger"
                description={intl.formatMessage(
                  sendFailure === 'failed' ? messages.actionFailed : errorMessages[sendFailure as RefundSendErrorKey],
                )}
              />
            ) : null}
            {actions.onSend ? (
              <Inline gap={2}>
                <Button isLoading={actions.pending === refund.id} onPress={() => actions.onSend?.(refund.id)}>
                  {intl.formatMessage(messages.sendWallet)}
                </Button>
              </Inline>
            ) : null}
            <HashForm refund={refund} actions={actions} />
          </>
        ) : null}
        {refund.state === 'sending' && refund.problem ? (
          <>
            <Alert tone="warning" description={text.problem(refund.problem)} />
            <HashForm refund={refund} actions={actions} />
          </>
        ) : null}
        {refund.state === 'sending' && refund.confirmations ? (
          <Text>
            {intl.formatMessage(valueMessages.sendingText, {
              count: Math.min(refund.confirmations.count, refund.confirmations.required),
              required: refund.confirmations.required,
            })}
          </Text>
        ) : null}
        {refund.state === 'confirmed' ? (
          <Text>
            {intl.formatMessage(valueMessages.confirmedText, { date: date(refund.confirmedAt ?? refund.createdAt) })}
          </Text>
        ) : null}
        {refund.state === 'cancelled' ? <Text tone="muted">{intl.formatMessage(messages.cancelledText)}</Text> : null}
        {refund.state === 'failed' ? (
          <Alert tone="danger" description={text.problem(refund.problem ?? 'reverted')} />
        ) : null}
      </Stack>
    </Card>
  );
}
