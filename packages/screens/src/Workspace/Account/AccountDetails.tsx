import { useIntl } from 'react-intl';
import { Alert, Button, Card, Form, TextField } from '@meridian/ui';
import { useForm, useEditedSince } from '../../common/useForm';
import type { ActionResult } from '../../common/usePendingAction';
import { accountToastMessages, messages } from './Account.messages';
import { SectionBody } from './Account.styles';

/** What `onSaveDetails` receives. */
export interface AccountDetailsValues {
  /** Trimmed; may be empty. */
  name: string;
}

export type AccountSaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

interface AccountDetailsProps {
  name: string;
  /** Shown read-only; left out when the page offers to change it in its own section. */
  email?: string;
  status: AccountSaveStatus;
  onSave: (values: AccountDetailsValues) => ActionResult;
}

const noChecks = () => ({});
const prepare = (values: AccountDetailsValues): AccountDetailsValues => ({ name: values.name.trim() });

/** The person's name, and (unless the page lets them change it) the email they sign in with, read-only. */
export function AccountDetails({ name, email, status, onSave }: AccountDetailsProps) {
  const intl = useIntl();
  const sinceStatus = useEditedSince(status);
  const form = useForm({
    initialValues: { name },
    validate: noChecks,
    prepare,
    onSubmit: onSave,
    isBusy: status === 'saving',
    fieldErrors: undefined,
    onEdit: sinceStatus.markEdited,
  });

  return (
    <Card title={intl.formatMessage(messages.detailsSection)}>
      <Form {...form.formProps}>
        <SectionBody>
          <TextField {...form.field('name')} label={intl.formatMessage(messages.name)} autoComplete="name" />
          {email === undefined ? null : (
            <TextField
              name="email"
              type="email"
              label={intl.formatMessage(messages.email)}
              description={intl.formatMessage(messages.emailNote)}
              value={email}
              isReadOnly
            />
          )}
          <Button type="submit" isLoading={form.isSubmitting}>
            {intl.formatMessage(messages.saveDetails)}
          </Button>
          {!form.isSubmitting && status === 'failed' ? (
            <Alert tone="danger" live description={intl.formatMessage(accountToastMessages.detailsUpdateFailed)} />
          ) : null}
          {!form.isSubmitting && status === 'saved' && !sinceStatus.edited ? (
            <Alert tone="success" description={intl.formatMessage(accountToastMessages.detailsUpdated)} />
          ) : null}
        </SectionBody>
      </Form>
    </Card>
  );
}
