import { useIntl } from 'react-intl';
import { TextField } from '@meridian/ui';
import { onboardingMessages as messages } from './Onboarding.messages';
import type { StepFieldsProps } from './Onboarding.rules';

/** The workspace's name. */
export function OnboardingName({ field }: StepFieldsProps) {
  const intl = useIntl();
  return (
    <TextField
      {...field('name')}
      label={intl.formatMessage(messages.name)}
      description={intl.formatMessage(messages.nameHelp)}
      autoComplete="organization"
      fullWidth
      isRequired
    />
  );
}
