import { useIntl } from 'react-intl';
import { NumberField, Stack, Switch } from '@meridian/ui';
import { PayoutFields } from '../common/PayoutFields';
import { invalidProps, type LinkFieldsProps } from '../common/LinkFields';
import type { WalletView } from '../common/views';
import { messages } from './StaticLinkForm.messages';
import type { StaticLinkValues } from './StaticLinkForm.rules';

interface StaticLinkPaymentProps extends LinkFieldsProps<StaticLinkValues> {
  /** The wallets payments can be sent to (Moonbeam). */
  wallets: WalletView[];
  /** Where a wallet is added; without it the person is told to ask an owner or admin. */
  addWalletHref?: string;
  payoutWalletMissing: boolean;
}

/** Step 2: the payout wallet, the environment and what to ask the payer for. */
export function StaticLinkPayment({
  values,
  setValue,
  errorText,
  textProps,
  wallets,
  addWalletHref,
  payoutWalletMissing,
}: StaticLinkPaymentProps) {
  const intl = useIntl();
  return (
    <>
      <PayoutFields
        wallets={wallets}
        addWalletHref={addWalletHref}
        values={values}
        setValue={setValue}
        payoutWalletMissing={payoutWalletMissing}
      />
      <div role="group" aria-label={intl.formatMessage(messages.options)}>
        <Stack gap={3}>
          <Switch name="collectEmail" isSelected={values.collectEmail} onChange={(on) => setValue('collectEmail', on)}>
            {intl.formatMessage(messages.collectEmail)}
          </Switch>
          <Switch
            name="collectBilling"
            isSelected={values.collectBilling}
            onChange={(on) => setValue('collectBilling', on)}
          >
            {intl.formatMessage(messages.collectBilling)}
          </Switch>
          <Switch name="includeVat" isSelected={values.includeVat} onChange={(on) => setValue('includeVat', on)}>
            {intl.formatMessage(messages.includeVat)}
          </Switch>
          {values.includeVat ? (
            <NumberField
              name="vatRate"
              label={intl.formatMessage(messages.vatRate)}
              isRequired
              hideStepper
              minValue={0}
              formatOptions={{ maximumFractionDigits: 2 }}
              value={values.vatRate}
              onChange={(rate) => setValue('vatRate', rate)}
              {...textProps('vatRate')}
              {...invalidProps(errorText('vatRate'))}
            />
          ) : null}
        </Stack>
      </div>
    </>
  );
}
