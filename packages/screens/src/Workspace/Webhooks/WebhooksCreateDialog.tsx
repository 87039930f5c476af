import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@meridian/contract';
import { useIntl } from 'react-intl';
import { Alert, Button, Checkbox, CheckboxGroup, Dialog, Form, Radio, RadioGroup, TextField } from '@meridian/ui';
import { useForm } from '../../common/useForm';
import type { ActionResult } from '../../common/usePendingAction';
import { messages } from './Webhooks.messages';
import {
  validateWebhook,
  type WebhookCreateErrors,
  type WebhookCreateValues,
  type WebhookUrlErrorKey,
} from './Webhooks.rules';
import { useEventTypeDescription } from '../../common/eventTypes';
import { Code, EventChoices } from './Webhooks.styles';

interface WebhooksCreateDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onCreate: (values: WebhookCreateValues) => ActionResult;
  /** The server's refusals by field (a private address, http), until the field is edited. */
  fieldErrors?: WebhookCreateErrors;
  /** The request failed for another reason. */
  failed?: boolean;
}

/** The new endpoint: its URL, an optional description, its mode (for good) and the events it receives. */
export function WebhooksCreateDialog({
  isOpen,
  onOpenChange,
  onCreate,
  fieldErrors,
  failed,
}: WebhooksCreateDialogProps) {
  const intl = useIntl();
  const describe = useEventTypeDescription();
  const form = useForm({
    initialValues: { url: '', description: '', mode: 'test', eventTypes: ['checkout.paid'] } as WebhookCreateValues,
    validate: validateWebhook,
    prepare: (values: WebhookCreateValues) => ({
      ...values,
      url: values.url.trim(),
      description: values.description.trim(),
    }),
    onSubmit: onCreate,
    fieldErrors,
    errorText: (key: WebhookUrlErrorKey | 'eventsRequired') => intl.formatMessage(messages[key]),
  });
  return (
    <Dialog
      title={intl.formatMessage(messages.createTitle)}
      description={intl.formatMessage(messages.createDescription)}
      size="lg"
      isDismissable={false}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!form.isSubmitting) onOpenChange(open);
      }}
    >
      <Form {...form.formProps}>
        {failed && !form.isSubmitting ? (
          <Alert tone="danger" live description={intl.formatMessage(messages.createFailed)} />
        ) : null}
        <TextField
          {...form.field('url')}
          type="url"
          label={intl.formatMessage(messages.urlLabel)}
          description={intl.formatMessage(messages.urlHelp)}
          isRequired
          fullWidth
          spellCheck="false"
          autoComplete="off"
        />
        <TextField {...form.field('description')} label={intl.formatMessage(messages.descriptionLabel)} fullWidth />
        <RadioGroup
          name="mode"
          label={intl.formatMessage(messages.mode)}
          description={intl.formatMessage(messages.modeHelp)}
          value={form.values.mode}
          onChange={(value) => form.setValue('mode', value === 'live' ? 'live' : 'test')}
        >
          <Radio value="test">{intl.formatMessage(messages.modeTest)}</Radio>
          <Radio value="live">{intl.formatMessage(messages.modeLive)}</Radio>
        </RadioGroup>
        <CheckboxGroup
          label={intl.formatMessage(messages.eventsLabel)}
          value={form.values.eventTypes}
          onChange={(eventTypes) => form.setValue('eventTypes', eventTypes as WebhookEventType[])}
          {...form.errorProps('eventTypes')}
        >
          <EventChoices>
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <Checkbox key={type} value={type} description={describe(type)}>
                <Code>{type}</Code>
              </Checkbox>
            ))}
          </EventChoices>
        </CheckboxGroup>
        <Button type="submit" isLoading={form.isSubmitting}>
          {intl.formatMessage(messages.save)}
        </Button>
      </Form>
    </Dialog>
  );
}
