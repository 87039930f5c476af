import { useIntl } from 'react-intl';
import { CountryComboBox, Select, SelectItem, TextField } from '@meridian/ui';
import { onboardingMessages as messages, sizeMessages } from './Onboarding.messages';
import { companySizes, type CompanySize, type StepFieldsProps } from './Onboarding.rules';

/** The company: size (with a description for "other"), country and website. */
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
