import { useIntl } from 'react-intl';
import { NumberField, Stack, Switch } from '@meridian/ui';
import { PayoutFields, type PayoutOptions } from '../common/PayoutFields';
import type { LinkFieldsProps } from '../common/LinkFields';
import { messages } from './StaticLinkForm.messages';
import type { StaticLinkValues } from './StaticLinkForm.rules';

interface StaticLinkPaymentProps extends LinkFieldsProps<StaticLinkValues> {
  payout: PayoutOptions;
}

/** Step 2: the payout wallet, the environment and what to ask the payer for. */
export function StaticLinkPayment({ values, setValue, field, textProps, payout }: StaticLinkPaymentProps) {
  const intl = useIntl();
  return (
    <>
      <PayoutFields {...payout} values={values} setValue={setValue} />
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
              {...field('vatRate')}
              {...textProps('vatRate')}
              label={intl.formatMessage(messages.vatRate)}
              isRequired
              hideStepper
              minValue={0}
              formatOptions={{ maximumFractionDigits: 2 }}
            />
          ) : null}
        </Stack>
      </div>
    </>
  );
}
