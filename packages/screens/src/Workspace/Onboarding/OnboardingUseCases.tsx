import { useIntl } from 'react-intl';
import { ChoiceCard, ChoiceCards, TextField } from '@meridian/ui';
import { onboardingMessages as messages, useCaseMessages } from './Onboarding.messages';
import { useCaseOptions, type StepFieldsProps, type UseCase } from './Onboarding.rules';

/** What the workspace will use Meridian for (with a description for "other"). */
export function OnboardingUseCases({ values, setValue, field, errorProps }: StepFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <ChoiceCards
        selectionMode="multiple"
        name="useCases"
        label={intl.formatMessage(messages.useCases)}
        columns={2}
        value={values.useCases}
        onChange={(useCases) => setValue('useCases', useCases as UseCase[])}
        {...errorProps('useCases')}
      >
        {useCaseOptions.map((useCase) => (
          <ChoiceCard
            key={useCase}
            value={useCase}
            title={intl.formatMessage(useCaseMessages[useCase].title)}
            description={intl.formatMessage(useCaseMessages[useCase].description)}
          />
        ))}
      </ChoiceCards>
      {values.useCases.includes('other') ? (
        <TextField {...field('useCaseOther')} label={intl.formatMessage(messages.useCaseOther)} fullWidth isRequired />
      ) : null}
    </>
  );
}
