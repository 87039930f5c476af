import { useIntl } from 'react-intl';
import { API_KEY_RESOURCES, type ApiKeyResource } from '@meridian/contract';
import { Alert, Button, Dialog, Form, Radio, RadioGroup, Stack, TextField } from '@meridian/ui';
import { useForm } from '../../common/useForm';
import type { ActionResult } from '../../common/usePendingAction';
import { useFormErrorText, messages } from './ApiKeys.messages';
import {
  DEFAULT_ACCESS,
  prepareApiKey,
  validateApiKey,
  type ApiKeyAccess,
  type ApiKeyFormError,
  type ApiKeyFormValues,
  type NewApiKey,
} from './ApiKeys.rules';

export const RESOURCE_NAMES = {
  payment_links: messages.resourcePaymentLinks,
  checkouts: messages.resourceCheckouts,
  payments: messages.resourcePayments,
  customers: messages.resourceCustomers,
  webhooks: messages.resourceWebhooks,
  events: messages.resourceEvents,
  refunds: messages.resourceRefunds,
} as const satisfies Record<ApiKeyResource, unknown>;

interface ApiKeyCreateDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onCreate: (key: NewApiKey) => ActionResult;
  /** The last creation failed: said above the fields, which keep what was typed. */
  failed?: boolean;
  defaultValues?: Partial<ApiKeyFormValues>;
}

/** The new key's name, mode and access per resource (none, read, or read and write). */
export function ApiKeyCreateDialog({ isOpen, onOpenChange, onCreate, failed, defaultValues }: ApiKeyCreateDialogProps) {
  const intl = useIntl();
  const formErrorText = useFormErrorText();
  const form = useForm<ApiKeyFormValues, ApiKeyFormError, NewApiKey>({
    initialValues: { label: '', mode: 'test', access: DEFAULT_ACCESS, ...defaultValues },
    validate: validateApiKey,
    prepare: prepareApiKey,
    onSubmit: onCreate,
    errorText: formErrorText,
  });
  const setAccess = (resource: ApiKeyResource, level: ApiKeyAccess) =>
    form.setValue('access', { ...form.values.access, [resource]: level });

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => (form.isSubmitting ? undefined : onOpenChange(open))}
      title={intl.formatMessage(messages.createTitle)}
      description={intl.formatMessage(messages.createDescription)}
      size="md"
      isDismissable={!form.isSubmitting}
      isKeyboardDismissDisabled={form.isSubmitting}
      footer={
        <>
          <Button variant="secondary" isDisabled={form.isSubmitting} onPress={() => onOpenChange(false)}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button type="submit" form={form.formProps.id} isLoading={form.isSubmitting}>
            {intl.formatMessage(messages.createSubmit)}
          </Button>
        </>
      }
    >
      <Form {...form.formProps}>
        <Stack gap={4}>
          {failed && !form.isSubmitting ? (
            <Alert live tone="danger" description={intl.formatMessage(messages.createFailed)} />
          ) : null}
          <TextField
            {...form.field('label')}
            label={intl.formatMessage(messages.label)}
            description={intl.formatMessage(messages.labelDescription)}
          />
          <RadioGroup
            name="mode"
            label={intl.formatMessage(messages.mode)}
            value={form.values.mode}
            onChange={(value) => form.setValue('mode', value === 'live' ? 'live' : 'test')}
          >
            <Radio value="test">{intl.formatMessage(messages.modeTest)}</Radio>
            <Radio value="live">{intl.formatMessage(messages.modeLive)}</Radio>
          </RadioGroup>
          {API_KEY_RESOURCES.map((resource) => (
            <RadioGroup
              key={resource}
              name={`access-${resource}`}
              label={intl.formatMessage(RESOURCE_NAMES[resource])}
              orientation="horizontal"
              value={form.values.access[resource]}
              onChange={(value) =>
                setAccess(resource, value === 'write' ? 'write' : value === 'read' ? 'read' : 'none')
              }
            >
              <Radio value="none">{intl.formatMessage(messages.accessNone)}</Radio>
              <Radio value="read">{intl.formatMessage(messages.accessRead)}</Radio>
              <Radio value="write">{intl.formatMessage(messages.accessWrite)}</Radio>
            </RadioGroup>
          ))}
          {form.errorProps('access').errorMessage ? (
            <Alert tone="danger" description={form.errorProps('access').errorMessage} />
          ) : null}
        </Stack>
      </Form>
    </Dialog>
  );
}
