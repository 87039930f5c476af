import { useIntl } from 'react-intl';
import { CountryComboBox, Select, SelectItem, TextField } from '@meridian/ui';
import { onboardingMessages as messages, sizeMessages } from './Onboarding.messages';
import { companySizes, type CompanySize, type StepFieldsProps } from './Onboarding.rules';

/** The company: size (with a description for "other"), country and website. */
export function OnboardingCompany({ values, setValue, fieldError }: StepFieldsProps) {
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
        {...fieldError('size')}
      >
        {companySizes.map((size) => (
          <SelectItem key={size} id={size}>
            {intl.formatMessage(sizeMessages[size])}
          </SelectItem>
        ))}
      </Select>
      {values.size === 'other' ? (
        <TextField
          name="sizeOther"
          label={intl.formatMessage(messages.sizeOther)}
          fullWidth
          isRequired
          value={values.sizeOther}
          onChange={(sizeOther) => setValue('sizeOther', sizeOther)}
          {...fieldError('sizeOther')}
        />
      ) : null}
      <CountryComboBox
        name="country"
        label={intl.formatMessage(messages.country)}
        fullWidth
        isRequired
        value={values.country}
        onChange={(country) => setValue('country', country)}
        {...fieldError('country')}
      />
      <TextField
        name="website"
        label={intl.formatMessage(messages.website)}
        description={intl.formatMessage(messages.websiteHelp)}
        placeholder="example.com"
        autoComplete="url"
        inputMode="url"
        spellCheck="false"
        fullWidth
        value={values.website}
        onChange={(website) => setValue('website', website)}
        {...fieldError('website')}
      />
    </>
  );
}
