import { checkEmail } from '@meridian/contract';
import { ArrowLeft } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Alert, Button, Form, Inline, Link, Radio, RadioGroup, Stack, TextField } from '@meridian/ui';
import { PageHeader } from '../../common/PageHeader';
import { useForm } from '../../common/useForm';
import type { ActionResult, SubmitStatus } from '../../common/usePendingAction';
import { assignableRoles, useRoleText, type WorkspaceRole } from '../../common/roles';
import { errorMessages, messages, sentMessages } from './InviteMember.messages';
import { BackLinkContent, FormActions, Page } from './InviteMember.styles';

export type InviteMemberErrorKey = keyof typeof errorMessages;

export interface InviteMemberValues {
  /** Trimmed. */
  email: string;
  role: WorkspaceRole;
}

export interface InviteMemberProps {
  /** The signed-in user's role: the roles offered go up to it. */
  callerRole: WorkspaceRole;
  /** Called with valid values; a returned promise keeps the form busy until it settles. */
  onSubmit: (values: InviteMemberValues) => ActionResult;
  status?: SubmitStatus;
  /** The outcome of the last submission, usually `inviteFailed` or `network`. */
  error?: InviteMemberErrorKey;
  /** Server errors by field (`alreadyMember`, `alreadyInvited`...); each shows until its field is edited. */
  fieldErrors?: Partial<Record<'email', InviteMemberErrorKey>>;
  /** What the form starts with. The role defaults to `viewer`, the least access. */
  defaultValues?: Partial<InviteMemberValues>;
  /** The address an invite was just sent to: the screen confirms it instead of showing the form. */
  sentTo?: InviteMemberValues;
  /** Offered with `sentTo`: the caller clears `sentTo` to show an empty form again. */
  onInviteAnother?: () => void;
  /** The members page: the back link and Cancel lead there. */
  membersHref: string;
}

function checkInviteEmail(value: string): InviteMemberErrorKey | undefined {
  const problem = checkEmail(value.trim());
  if (problem === 'required') return 'emailRequired';
  return problem ? 'emailInvalid' : undefined;
}

const validate = (values: InviteMemberValues): Partial<Record<'email', InviteMemberErrorKey>> => {
  const email = checkInviteEmail(values.email);
  return email ? { email } : {};
};
const prepare = (values: InviteMemberValues): InviteMemberValues => ({ ...values, email: values.email.trim() });

/** Invites someone to the workspace by email, with a role up to the inviter's own. */
export function InviteMember({
  callerRole,
  onSubmit,
  status,
  error,
  fieldErrors,
  defaultValues,
  sentTo,
  onInviteAnother,
  membersHref,
}: InviteMemberProps) {
  const intl = useIntl();
  const roleText = useRoleText();
  const roles = assignableRoles(callerRole);
  const wantedRole = defaultValues?.role ?? 'viewer';
  const form = useForm({
    initialValues: { email: defaultValues?.email ?? '', role: roles.includes(wantedRole) ? wantedRole : 'viewer' },
    validate,
    prepare,
    onSubmit,
    isBusy: status === 'submitting',
    fieldErrors,
    errorText: (key) => intl.formatMessage(errorMessages[key]),
  });

  const backLink = (
    <Link href={membersHref} variant="standalone">
      <BackLinkContent>
        <ArrowLeft aria-hidden />
        {intl.formatMessage(messages.back)}
      </BackLinkContent>
    </Link>
  );

  return (
    <Page>
      <Stack gap={6}>
        <PageHeader
          before={<div>{backLink}</div>}
          title={intl.formatMessage(messages.heading)}
          description={sentTo ? undefined : intl.formatMessage(messages.description)}
        />

        {sentTo ? (
          <Alert
            live
            tone="success"
            title={intl.formatMessage(messages.sentTitle)}
            description={intl.formatMessage(sentMessages.sent, {
              email: sentTo.email,
              role: roleText.name(sentTo.role),
            })}
            action={
              <Inline gap={4}>
                {onInviteAnother ? (
                  <Button variant="secondary" size="sm" onPress={onInviteAnother}>
                    {intl.formatMessage(messages.inviteAnother)}
                  </Button>
                ) : null}
                <Link href={membersHref} variant="standalone">
                  {intl.formatMessage(messages.backToMembers)}
                </Link>
              </Inline>
            }
          />
        ) : (
          <Form {...form.formProps} error={form.formError(error)}>
            <TextField
              {...form.field('email')}
              type="email"
              label={intl.formatMessage(messages.email)}
              autoComplete="off"
              spellCheck="false"
              fullWidth
              isRequired
            />
            <RadioGroup
              name="role"
              label={intl.formatMessage(messages.role)}
              description={intl.formatMessage(messages.roleHelp)}
              value={form.values.role}
              onChange={(value) => form.setValue('role', value as WorkspaceRole)}
            >
              {roles.map((option) => (
                <Radio key={option} value={option} description={roleText.description(option)}>
                  {roleText.name(option)}
                </Radio>
              ))}
            </RadioGroup>
            <FormActions>
              <Link href={membersHref} variant="standalone">
                {intl.formatMessage(messages.cancel)}
              </Link>
              <Button type="submit" isLoading={form.isSubmitting}>
                {intl.formatMessage(messages.submit)}
              </Button>
            </FormActions>
          </Form>
        )}
      </Stack>
    </Page>
  );
}
