import { CheckCircle2, Circle, X } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Card, IconButton, Link, ProgressBar, Stack, Text, VisuallyHidden } from '@meridian/ui';
import { messages, valueMessages } from './Dashboard.messages';
import { StepList, StepMark } from './Dashboard.styles';
import type { ChecklistStep, ChecklistStepId } from './Dashboard.types';

const stepText = {
  wallet: { name: messages.stepWallet, help: messages.stepWalletHelp },
  link: { name: messages.stepLink, help: messages.stepLinkHelp },
  testPayment: { name: messages.stepTestPayment, help: messages.stepTestPaymentHelp },
  team: { name: messages.stepTeam, help: messages.stepTeamHelp },
  limit: { name: messages.stepLimit, help: messages.stepLimitHelp },
} satisfies Record<ChecklistStepId, unknown>;

export interface FirstRunChecklistProps {
  steps: ChecklistStep[];
  onDismiss: () => void;
}

/**
 * What a new workspace does first, each step ticked once it is done and linked to the page that
 * does it, with how many are done; the merchant can hide it.
 */
export function FirstRunChecklist({ steps, onDismiss }: FirstRunChecklistProps) {
  const intl = useIntl();
  const done = steps.filter((step) => step.done).length;
  const progress = intl.formatMessage(valueMessages.checklistProgress, { done, total: steps.length });
  return (
    <Card
      title={intl.formatMessage(messages.checklistHeading)}
      description={progress}
      actions={
        <IconButton
          label={intl.formatMessage(messages.checklistDismiss)}
          icon={<X />}
          variant="ghost"
          size="sm"
          onPress={onDismiss}
        />
      }
    >
      <Stack gap={4}>
        <ProgressBar
          value={done}
          maxValue={steps.length}
          aria-label={progress}
          valueLabel={progress}
          showValueLabel={false}
          tone="success"
          size="sm"
        />
        <StepList>
          {steps.map((step) => (
            <li key={step.id}>
              <StepMark done={step.done}>{step.done ? <CheckCircle2 aria-hidden /> : <Circle aria-hidden />}</StepMark>
              <Stack gap={1}>
                <Link href={step.href} variant="standalone">
                  {intl.formatMessage(stepText[step.id].name)}
                </Link>
                <VisuallyHidden> ({intl.formatMessage(step.done ? messages.done : messages.toDo)})</VisuallyHidden>
                <Text size="sm" tone="muted">
                  {intl.formatMessage(stepText[step.id].help)}
                </Text>
              </Stack>
            </li>
          ))}
        </StepList>
      </Stack>
    </Card>
  );
}
