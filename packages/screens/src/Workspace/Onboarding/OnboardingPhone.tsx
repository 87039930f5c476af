import { useIntl } from 'react-intl';
import { TextField } from '@meridian/ui';
import { onboardingMessages as messages } from './Onboarding.messages';
import type { StepFieldsProps } from './Onboarding.rules';

/** The workspace's contact phone number, the last step. */
export function OnboardingPhone({ field }: StepFieldsProps) {
  const intl = useIntl();
  return (
    <TextField
      {...field('phone')}
      type="tel"
      label={intl.formatMessage(messages.phone)}
      description={intl.formatMessage(messages.phoneHelp)}
      autoComplete="tel"
      fullWidth
      isRequired
    />
  );
}
