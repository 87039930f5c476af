import { useIntl } from 'react-intl';
import { CountryComboBox, Select, SelectItem, TextField } from '@meridian/ui';
import { CurrencySelect } from '../../common/CurrencySelect';
import { onboardingMessages as messages, sizeMessages } from './Onboarding.messages';
import { companySizes, pricingCurrency, type CompanySize, type StepFieldsProps } from './Onboarding.rules';

/**
 * The company: size (with a description for "other"), country, the pricing currency (the
 * country's until another is chosen) and website.
 */
export function OnboardingCompany({ values, setValue, field, errorProps }: StepFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <Select
        name="size"
        label={intl.formatMessage(messages.size)}
        placeholder={intl.formatMessage(messages.sizePlaceholder)}
        fullWidth
        isRequired
        value={values.size}
        onChange={(size) => setValue('size', size == null ? null : (String(size) as CompanySize))}
        {...errorProps('size')}
      >
        {companySizes.map((size) => (
          <SelectItem key={size} id={size}>
            {intl.formatMessage(sizeMessages[size])}
          </SelectItem>
        ))}
      </Select>
      {values.size === 'other' ? (
        <TextField {...field('sizeOther')} label={intl.formatMessage(messages.sizeOther)} fullWidth isRequired />
      ) : null}
      <CountryComboBox {...field('country')} label={intl.formatMessage(messages.country)} fullWidth isRequired />
      <CurrencySelect
        value={pricingCurrency(values)}
        onChange={(currency) => setValue('currency', currency)}
        description={intl.formatMessage(messages.currencyHelp)}
        fullWidth
      />
      <TextField
        {...field('website')}
        label={intl.formatMessage(messages.website)}
        description={intl.formatMessage(messages.websiteHelp)}
        placeholder="example.com"
        autoComplete="url"
        inputMode="url"
        spellCheck="false"
        fullWidth
      />
    </>
  );
}
