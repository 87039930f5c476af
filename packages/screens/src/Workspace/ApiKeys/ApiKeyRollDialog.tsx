import { useState } from 'react';
import { useIntl } from 'react-intl';
import { API_KEY_ROLL_EXPIRIES, type ApiKeyRollExpiry } from '@meridian/contract';
import { Radio, RadioGroup } from '@meridian/ui';
import { ChoiceDialog } from '../../common/ChoiceDialog';
import { messages, valueMessages } from './ApiKeys.messages';

const EXPIRY_NAMES = {
  none: messages.rollNow,
  '1h': messages.roll1h,
  '24h': messages.roll24h,
  '7d': messages.roll7d,
} as const satisfies Record<ApiKeyRollExpiry, unknown>;

interface ApiKeyRollDialogProps {
  label: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  isPending: boolean;
  onRoll: (expiresIn: ApiKeyRollExpiry) => void;
}

/** Rolls a key: when the old key stops (now, in 1 hour, 24 hours or 7 days). */
export function ApiKeyRollDialog({ label, isOpen, onOpenChange, isPending, onRoll }: ApiKeyRollDialogProps) {
  const intl = useIntl();
  const [expiresIn, setExpiresIn] = useState<ApiKeyRollExpiry>('24h');
  return (
    <ChoiceDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(valueMessages.rollTitle, { label })}
      description={intl.formatMessage(messages.rollDescription)}
      isPending={isPending}
      cancelLabel={intl.formatMessage(messages.cancel)}
      confirmLabel={intl.formatMessage(messages.roll)}
      onConfirm={() => onRoll(expiresIn)}
    >
      <RadioGroup
        name="expiresIn"
        label={intl.formatMessage(messages.rollExpiry)}
        value={expiresIn}
        onChange={(value) => setExpiresIn(API_KEY_ROLL_EXPIRIES.find((option) => option === value) ?? '24h')}
      >
        {API_KEY_ROLL_EXPIRIES.map((option) => (
          <Radio key={option} value={option}>
            {intl.formatMessage(EXPIRY_NAMES[option])}
          </Radio>
        ))}
      </RadioGroup>
    </ChoiceDialog>
  );
}
