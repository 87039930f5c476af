import { useIntl } from 'react-intl';
import { TextField } from '@meridian/ui';
import { onboardingMessages as messages } from './Onboarding.messages';
import type { StepFieldsProps } from './Onboarding.rules';

/** The workspace's name. */
export function OnboardingName({ values, setValue, fieldError }: StepFieldsProps) {
  const intl = useIntl();
  return (
    <TextField
      name="name"
      label={intl.formatMessage(messages.name)}
      description={intl.formatMessage(messages.nameHelp)}
      autoComplete="organization"
      fullWidth
      isRequired
      value={values.name}
      onChange={(name) => setValue('name', name)}
      {...fieldError('name')}
    />
  );
}
