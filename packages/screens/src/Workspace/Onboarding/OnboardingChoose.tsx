import { Building2, UsersRound } from 'lucide-react';
import { useIntl } from 'react-intl';
import { ChoiceCard, ChoiceCards } from '@meridian/ui';
import { onboardingMessages as messages } from './Onboarding.messages';
import type { StepFieldsProps } from './Onboarding.rules';

/** The first step: create a workspace or join one. */
export function OnboardingChoose({ values, setValue, errorProps }: StepFieldsProps) {
  const intl = useIntl();
  return (
    <ChoiceCards
      name="choice"
      label={intl.formatMessage(messages.chooseLabel)}
      columns={2}
      value={values.choice}
      onChange={(choice) => setValue('choice', choice === 'join' ? 'join' : 'create')}
      {...errorProps('choice')}
    >
      <ChoiceCard
        value="create"
        icon={<Building2 />}
        title={intl.formatMessage(messages.chooseCreate)}
        description={intl.formatMessage(messages.chooseCreateDescription)}
      />
      <ChoiceCard
        value="join"
        icon={<UsersRound />}
        title={intl.formatMessage(messages.chooseJoin)}
        description={intl.formatMessage(messages.chooseJoinDescription)}
      />
    </ChoiceCards>
  );
}
