import { LANGUAGE_NAMES, shortenAddress } from '@meridian/contract';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { Heading, Text } from '@meridian/ui';
import { amountCents } from '../common/amount';
import { linkFormMessages } from '../common/link-form.messages';
import { useMoneyText } from '../common/money.messages';
import type { WalletView } from '../common/views';
import { messages } from './DynamicLinkCreate.messages';
import type { DynamicLinkValues } from './DynamicLinkCreate.rules';
import { SummaryList } from '../common/money.styles';

/** Step 2: everything the link will say and do, read back before it is created. */
export function DynamicLinkSummary({ values, wallets }: { values: DynamicLinkValues; wallets: WalletView[] }) {
  const intl = useIntl();
  const text = useMoneyText();
  const wallet = wallets.find((w) => w.id === values.payoutWalletId);
  const none = intl.formatMessage(messages.none);
  const rows: [string, string][] = [
    [intl.formatMessage(messages.recipientName), values.recipientName.trim()],
    [intl.formatMessage(messages.recipientEmail), values.recipientEmail.trim() || none],
    [intl.formatMessage(messages.recipientLanguage), LANGUAGE_NAMES[values.recipientLanguage]],
    [intl.formatMessage(messages.paymentFor), values.description.trim() || none],
    [
      intl.formatMessage(linkFormMessages.amount),
      text.amount(amountCents(values.amount, values.currency) ?? 0, values.currency),
    ],
    [
      intl.formatMessage(messages.payoutWallet),
      wallet ? `${wallet.label} · ${shortenAddress(wallet.address, 4)}` : none,
    ],
    [intl.formatMessage(messages.environment), text.environment(values.environment)],
  ];
  return (
    <>
      <Heading level={2} size="md">
        {intl.formatMessage(messages.summaryHeading)}
      </Heading>
      <Text tone="muted">{intl.formatMessage(messages.summaryHelp)}</Text>
      <SummaryList>
        {rows.map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </SummaryList>
    </>
  );
}
