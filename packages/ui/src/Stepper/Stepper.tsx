import { messagesIn } from '../i18n';
import { Check, CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from 'react-aria-components';
import {
  StepButton,
  StepConnector,
  StepContent,
  StepDescription,
  StepIndicator,
  StepItem,
  StepLabel,
  StepList,
  StepText,
} from './Stepper.styles';

const messages = messagesIn('ui.Stepper', {
  label: 'Progress',
  complete: 'Completed',
  current: 'Current step',
  error: 'Error',
});

const positionMessages = messagesIn<{ position: { step: number; total: number } }>('ui.Stepper', {
  position: 'Step {step, number} of {total, number}',
});

export type StepStatus = 'complete' | 'current' | 'upcoming' | 'error';

export interface StepperStep {
  id: string;
  /** The step's name, already translated. */
  label: string;
  /** A short line under the label. */
  description?: ReactNode;
  /** Shows the step as failed (error icon, "Error" for screen readers) whatever its position. */
  hasError?: boolean;
}

export interface StepperProps {
  steps: StepperStep[];
  /** The id of the step in progress: steps before it are complete, steps after it upcoming. */
  currentStep?: string;
  /** Every step is done: all show as complete and none is current. */
  isComplete?: boolean;
  /** Default `horizontal`; `vertical` suits side panels and narrow screens. */
  orientation?: 'horizontal' | 'vertical';
  /**
   * Makes completed and failed steps buttons that go back to them; the current and upcoming
   * steps are never pressable.
   */
  onStepPress?: (id: string) => void;
  /** Names the list; defaults to "Progress". */
  'aria-label'?: string;
}

/** The steps of a multi-step flow as an ordered list, with each step's status spelled out for screen readers. */
export function Stepper({
  steps,
  currentStep,
  isComplete = false,
  orientation = 'horizontal',
  onStepPress,
  'aria-label': ariaLabel,
}: StepperProps) {
  const intl = useIntl();
  const currentIndex = isComplete ? steps.length : steps.findIndex((step) => step.id === currentStep);
  const statusText: Partial<Record<StepStatus, string>> = {
    complete: intl.formatMessage(messages.complete),
    current: intl.formatMessage(messages.current),
    error: intl.formatMessage(messages.error),
  };

  return (
    <StepList orientation={orientation} aria-label={ariaLabel ?? intl.formatMessage(messages.label)}>
      {steps.map((step, index) => {
        const position: StepStatus =
          index < currentIndex ? 'complete' : index === currentIndex ? 'current' : 'upcoming';
        const status: StepStatus = step.hasError ? 'error' : position;
        const isCurrent = position === 'current';
        const spoken = [
          `${intl.formatMessage(positionMessages.position, { step: index + 1, total: steps.length })}: ${step.label}`,
          statusText[status],
          isCurrent && status === 'error' ? statusText.current : undefined,
        ]
          .filter(Boolean)
          .join(', ');
        const pressable = onStepPress !== undefined && !isCurrent && (status === 'complete' || status === 'error');
        const content = (
          <>
            <StepIndicator status={status} aria-hidden>
              {status === 'complete' ? (
                <Check strokeWidth={3} />
              ) : status === 'error' ? (
                <CircleAlert strokeWidth={2.5} />
              ) : (
                intl.formatNumber(index + 1)
              )}
            </StepIndicator>
            <StepText orientation={orientation}>
              {/*
                Screen readers get one sentence, "Step 2 of 4: Address, Error", instead of the
                visible parts; split into spans, the name would pick up stray spaces.
              */}
              <VisuallyHidden>{spoken}</VisuallyHidden>
              <StepLabel status={status} data-step-label="" aria-hidden>
                {step.label}
              </StepLabel>
              {step.description ? <StepDescription>{step.description}</StepDescription> : null}
            </StepText>
          </>
        );
        return (
          <StepItem key={step.id} orientation={orientation} aria-current={isCurrent ? 'step' : undefined}>
            {pressable ? (
              <StepButton orientation={orientation} onPress={() => onStepPress(step.id)}>
                {content}
              </StepButton>
            ) : (
              <StepContent orientation={orientation}>{content}</StepContent>
            )}
            {index < steps.length - 1 ? (
              <StepConnector orientation={orientation} complete={index < currentIndex ? true : undefined} aria-hidden />
            ) : null}
          </StepItem>
        );
      })}
    </StepList>
  );
}
