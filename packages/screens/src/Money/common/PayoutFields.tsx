import { messagesIn } from '@meridian/ui';
import { ENVIRONMENTS, shortenAddress, type Environment } from '@meridian/contract';
import { useIntl } from 'react-intl';
import { Alert, Link, Radio, RadioGroup, Select, SelectItem } from '@meridian/ui';
import { useMoneyText } from './money.messages';
import type { WalletView } from './views';

const messages = messagesIn('screens.Money.common.payout', {
  payoutWallet: 'Payout wallet',
  payoutWalletHelp: 'Payments are made on Moonbeam and arrive in this wallet.',
  payoutWalletRequired: 'Choose the wallet that receives the payments.',
  noPayoutWallet: 'You have no Moonbeam wallet to receive payments yet. Add one, then come back to this link.',
  noPayoutWalletReadOnly: 'There is no Moonbeam wallet to receive payments yet. Ask an owner or an admin to add one.',
  addWallet: 'Add a wallet',
  environment: 'Environment',
  testHelp: 'Payments on the test network, with test coins: nothing real changes hands.',
  liveHelp: 'Real payments on Moonbeam.',
});

const environmentHelp = { test: messages.testHelp, live: messages.liveHelp } as const;

/** A link's payout wallet and environment, as its form holds them. */
interface PayoutValues {
  payoutWalletId: string | null;
  environment: Environment;
}

/** What a link form passes on to its payout fields besides its values. */
export interface PayoutOptions {
  /** The wallets payments can go to (Moonbeam). */
  wallets: WalletView[];
  /** Where a wallet is added; without it the person is told to ask an owner or an admin. */
  addWalletHref?: string;
  /** Set when no wallet was chosen on submit. */
  payoutWalletMissing: boolean;
}

interface PayoutFieldsProps extends PayoutOptions {
  /** The form's values: the two fields read theirs and set them with `setValue`. */
  values: PayoutValues;
  setValue(name: 'payoutWalletId', value: string | null): void;
  setValue(name: 'environment', value: Environment): void;
}

/** Where a link's payments go and on which network: the payout wallet (or how to get one) and the environment. */
export function PayoutFields({ wallets, addWalletHref, values, setValue, payoutWalletMissing }: PayoutFieldsProps) {
  const intl = useIntl();
  const text = useMoneyText();
  return (
    <>
      {wallets.length === 0 ? (
        <Alert
          tone="warning"
          description={intl.formatMessage(addWalletHref ? messages.noPayoutWallet : messages.noPayoutWalletReadOnly)}
          action={
            addWalletHref ? (
              <Link href={addWalletHref} variant="standalone">
                {intl.formatMessage(messages.addWallet)}
              </Link>
            ) : undefined
          }
        />
      ) : null}
      <Select
        name="payoutWalletId"
        label={intl.formatMessage(messages.payoutWallet)}
        description={intl.formatMessage(messages.payoutWalletHelp)}
        isRequired
        isDisabled={wallets.length === 0}
        fullWidth
        value={values.payoutWalletId}
        onChange={(id) => setValue('payoutWalletId', id == null ? null : String(id))}
        isInvalid={payoutWalletMissing}
        errorMessage={payoutWalletMissing ? intl.formatMessage(messages.payoutWalletRequired) : undefined}
      >
        {wallets.map((wallet) => (
          <SelectItem key={wallet.id} id={wallet.id} textValue={wallet.label}>
            {`${wallet.label} · ${shortenAddress(wallet.address, 4)}`}
          </SelectItem>
        ))}
      </Select>
      <RadioGroup
        name="environment"
        label={intl.formatMessage(messages.environment)}
        value={values.environment}
        onChange={(value) => setValue('environment', value as Environment)}
      >
        {ENVIRONMENTS.map((value) => (
          <Radio key={value} value={value} description={intl.formatMessage(environmentHelp[value])}>
            {text.environment(value)}
          </Radio>
        ))}
      </RadioGroup>
    </>
  );
}
