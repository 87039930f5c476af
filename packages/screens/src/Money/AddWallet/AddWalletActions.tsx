import { useIntl } from 'react-intl';
import { Button, Inline } from '@meridian/ui';
import { StepActions } from '../common/money.styles';
import { messages } from './AddWallet.messages';
import type { AddWalletStep } from './AddWallet.rules';

interface AddWalletActionsProps {
  step: AddWalletStep;
  isSubmitting: boolean;
  onCancel: () => void;
  onBack: () => void;
}

/** Under each step: Cancel and Back, then Continue (Add wallet on the last step). */
export function AddWalletActions({ step, isSubmitting, onCancel, onBack }: AddWalletActionsProps) {
  const intl = useIntl();
  const isLast = step === 'details';
  return (
    <StepActions>
      <Inline gap={2}>
        <Button variant="ghost" isDisabled={isSubmitting} onPress={onCancel}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        {step === 'network' ? null : (
          <Button variant="secondary" isDisabled={isSubmitting} onPress={onBack}>
            {intl.formatMessage(messages.back)}
          </Button>
        )}
      </Inline>
      <Button type="submit" isLoading={isLast && isSubmitting}>
        {intl.formatMessage(isLast ? messages.submit : messages.continue)}
      </Button>
    </StepActions>
  );
}
