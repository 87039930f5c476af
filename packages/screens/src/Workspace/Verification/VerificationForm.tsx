import { useIntl } from 'react-intl';
import type { EligibleCountry } from '@meridian/contract';
import { Button, CountryComboBox, Form, Radio, RadioGroup, Select, TextField } from '@meridian/ui';
import type { ActionResult } from '../../common/usePendingAction';
import { useForm } from '../../common/useForm';
import { errorMessages, fieldMessages, messages, type VerificationErrorKey } from './Verification.messages';
import {
  prepareVerification,
  regionsIn,
  validateVerification,
  type VerificationFieldErrors,
  type VerificationFormValues,
  type VerificationStartValues,
} from './Verification.rules';

export interface VerificationFormProps {
  level: 'silver' | 'gold';
  countries: readonly EligibleCountry[];
  defaultValues?: Partial<VerificationFormValues>;
  onStart: (values: VerificationStartValues) => ActionResult;
  isBusy?: boolean;
  error?: VerificationErrorKey;
  fieldErrors?: VerificationFieldErrors;
}

/** Silver (a person or the business, in its jurisdiction) or Gold (registration number and country). */
export function VerificationForm({
  level,
  countries,
  defaultValues,
  onStart,
  isBusy,
  error,
  fieldErrors,
}: VerificationFormProps) {
  const intl = useIntl();
  const form = useForm({
    initialValues: {
      subject: 'individual',
      legalName: '',
      registrationNumber: '',
      country: '',
      region: '',
      ...defaultValues,
    } as VerificationFormValues,
    validate: validateVerification(level),
    prepare: prepareVerification(level),
    onSubmit: onStart,
    isBusy,
    fieldErrors,
    errorText: (key) => intl.formatMessage(fieldMessages[key]),
  });
  const { values, setValue, isSubmitting } = form;
  const business = level === 'gold' || values.subject === 'business';
  const regions = regionsIn(countries, values.country);

  return (
    <Form {...form.formProps} error={error && !isSubmitting ? intl.formatMessage(errorMessages[error]) : undefined}>
      {level === 'silver' ? (
        <RadioGroup
          name="subject"
          label={intl.formatMessage(messages.subject)}
          value={values.subject}
          onChange={(value) => setValue('subject', value as VerificationFormValues['subject'])}
        >
          <Radio value="individual" description={intl.formatMessage(messages.individualHelp)}>
            {intl.formatMessage(messages.individual)}
          </Radio>
          <Radio value="business" description={intl.formatMessage(messages.businessHelp)}>
            {intl.formatMessage(messages.business)}
          </Radio>
        </RadioGroup>
      ) : null}
      {business && level === 'silver' ? (
        <TextField {...form.field('legalName')} label={intl.formatMessage(messages.legalName)} isRequired />
      ) : null}
      {level === 'gold' ? (
        <TextField
          {...form.field('registrationNumber')}
          label={intl.formatMessage(messages.registrationNumber)}
          isRequired
        />
      ) : null}
      {business ? (
        <CountryComboBox
          name="country"
          label={intl.formatMessage(messages.country)}
          isRequired
          countries={countries.map((country) => country.code)}
          value={values.country || null}
          onChange={(code) => {
            setValue('country', code ?? '');
            setValue('region', '');
          }}
          {...form.errorProps('country')}
        />
      ) : null}
      {business && regions.length > 0 ? (
        <Select
          name="region"
          label={intl.formatMessage(messages.region)}
          isRequired
          items={regions.map((region) => ({ id: region.code, label: region.name }))}
          value={values.region || null}
          onChange={(key) => setValue('region', key == null ? '' : String(key))}
          {...form.errorProps('region')}
        />
      ) : null}
      <div>
        <Button type="submit" isLoading={isSubmitting}>
          {intl.formatMessage(level === 'gold' ? messages.startEnhanced : messages.start)}
        </Button>
      </div>
    </Form>
  );
}
