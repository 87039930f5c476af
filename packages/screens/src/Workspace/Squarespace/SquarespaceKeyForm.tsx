import { useIntl } from 'react-intl';
import { Button, Form, PasswordField, Text } from '@meridian/ui';
import { useForm } from '../../common/useForm';
import type { ActionResult } from '../../common/usePendingAction';
import { messages } from './Squarespace.messages';

export interface SquarespaceKeyFormProps {
  /** Squarespace is checking the key: the button waits and says so. */
  verifying: boolean;
  onVerify: (key: string) => ActionResult;
}

/** The Commerce API key field and its button; what was typed stays after a refusal. */
export function SquarespaceKeyForm({ verifying, onVerify }: SquarespaceKeyFormProps) {
  const intl = useIntl();
  const form = useForm({
    initialValues: { key: '' },
    validate: (values: { key: string }) => (values.key.trim() === '' ? { key: 'required' as const } : {}),
    prepare: (values) => values.key.trim(),
    onSubmit: onVerify,
    isBusy: verifying,
    errorText: () => intl.formatMessage(messages.keyRequired),
  });
  return (
    <Form {...form.formProps}>
      <PasswordField
        {...form.field('key')}
        label={intl.formatMessage(messages.keyLabel)}
        description={intl.formatMessage(messages.keyHelp)}
        autoComplete="current-password"
        fullWidth
      />
      <div>
        <Button type="submit" isLoading={form.isSubmitting}>
          {intl.formatMessage(messages.verify)}
        </Button>
      </div>
      <div role="status">{verifying ? <Text tone="muted">{intl.formatMessage(messages.verifying)}</Text> : null}</div>
    </Form>
  );
}
