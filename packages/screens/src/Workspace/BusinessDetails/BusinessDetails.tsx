import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, Card, CountryComboBox, Form, TextField } from '@meridian/ui';
import { businessDetailsToastMessages, errorMessages, messages } from './BusinessDetails.messages';
import { SettingsPage } from '../../common/page.styles';
import { Actions, FieldGrid, FormBody, FullRow } from './BusinessDetails.styles';
import { PageHeader } from '../../common/PageHeader';
import { CurrencySelect } from '../../common/CurrencySelect';
import { DomainVerification, type DomainVerificationState } from './BusinessDetailsDomain';
import { EmailVerification, type CompanyEmailVerificationState } from './BusinessDetailsEmail';
import {
  emptyBusinessDetails,
  toBusinessDetailsUpdate,
  validateBusinessDetails,
  type BusinessDetailsErrorKey,
  type BusinessDetailsUpdate,
  type BusinessDetailsValues,
} from './BusinessDetails.rules';
import { useForm, useEditedSince } from '../../common/useForm';
import type { ActionResult } from '../../common/usePendingAction';

export interface BusinessDetailsProps {
  /**
   * The saved details: the form starts with them and keeps what the person types from then on
   * (a failed save loses nothing). Give the screen a new `key` to start over from other values.
   */
  defaultValues?: Partial<BusinessDetailsValues>;
  /** Whether the person may change and verify the details (owners and admins). Default `true`. */
  canEdit?: boolean;
  /** Called with the checked, normalised details; a returned promise keeps the form busy until it settles. */
  onSave: (update: BusinessDetailsUpdate) => ActionResult;
  /** `saving` while the request runs; `saved` or `failed` after it. */
  status?: 'idle' | 'saving' | 'saved' | 'failed';
  /** Server errors by field; each shows until its field is edited. */
  fieldErrors?: Partial<Record<keyof BusinessDetailsValues, BusinessDetailsErrorKey>>;
  /** The domain of the saved website and its verification; absent while no website is saved. */
  domainVerification?: DomainVerificationState;
  /** Opens the DNS instructions at first (e.g. when the person comes from the verification page). */
  defaultDomainInstructionsOpen?: boolean;
  /** "Check now": asks the server to look for the TXT record. */
  onCheckDomain: () => ActionResult;
  /** The saved company email and its verification; absent while no email is saved. */
  emailVerification?: CompanyEmailVerificationState;
  /** "Verify email": sends a verification link to the saved company email. */
  onSendEmailLink: () => ActionResult;
  /** Payment settings shown after the details (the workspace's cards and bank transfers). */
  paymentSettings?: ReactNode;
}

/**
 * The workspace's business details (legal name, registration number, website, contact, pricing
 * currency, address), and the verification of its domain and company email.
 */
export function BusinessDetails({
  defaultValues,
  canEdit = true,
  onSave,
  status = 'idle',
  fieldErrors,
  domainVerification,
  defaultDomainInstructionsOpen = false,
  onCheckDomain,
  emailVerification,
  onSendEmailLink,
  paymentSettings,
}: BusinessDetailsProps) {
  const intl = useIntl();
  const sinceStatus = useEditedSince(status);
  const form = useForm({
    initialValues: { ...emptyBusinessDetails, ...defaultValues },
    validate: validateBusinessDetails,
    prepare: toBusinessDetailsUpdate,
    onSubmit: onSave,
    isBusy: status === 'saving',
    fieldErrors,
    errorText: (key) => intl.formatMessage(errorMessages[key]),
    onEdit: sinceStatus.markEdited,
  });
  const { isSubmitting } = form;
  const textField = <N extends keyof BusinessDetailsValues>(name: N) => ({
    ...form.field(name),
    fullWidth: true,
    isReadOnly: !canEdit,
  });

  return (
    <SettingsPage>
      <PageHeader title={intl.formatMessage(messages.heading)} description={intl.formatMessage(messages.description)} />
      {canEdit ? null : <Alert tone="info" description={intl.formatMessage(messages.readOnly)} />}
      <Form {...form.formProps}>
        <FormBody>
          <Card title={intl.formatMessage(messages.companySection)}>
            <FieldGrid>
              <FullRow>
                <TextField
                  {...textField('legalName')}
                  label={intl.formatMessage(messages.legalName)}
                  autoComplete="organization"
                  isRequired={canEdit}
                />
              </FullRow>
              <TextField
                {...textField('registrationNumber')}
                label={intl.formatMessage(messages.registrationNumber)}
                description={canEdit ? intl.formatMessage(messages.registrationNumberHelp) : undefined}
                spellCheck="false"
              />
              <TextField
                {...textField('website')}
                label={intl.formatMessage(messages.website)}
                description={canEdit ? intl.formatMessage(messages.websiteHelp) : undefined}
                // `url` would make the browser refuse "acme.example": the scheme is added for the person.
                inputMode="url"
                autoComplete="url"
                spellCheck="false"
              />
              <TextField
                {...textField('email')}
                type="email"
                label={intl.formatMessage(messages.email)}
                autoComplete="email"
                spellCheck="false"
              />
              <TextField
                {...textField('phone')}
                type="tel"
                label={intl.formatMessage(messages.phone)}
                autoComplete="tel"
              />
              <CurrencySelect
                value={form.values.currency}
                onChange={(currency) => form.setValue('currency', currency)}
                description={intl.formatMessage(messages.currencyHelp)}
                isDisabled={!canEdit}
                fullWidth
              />
            </FieldGrid>
          </Card>
          <Card
            title={intl.formatMessage(messages.addressSection)}
            description={canEdit ? intl.formatMessage(messages.addressDescription) : undefined}
          >
            <FieldGrid>
              <FullRow>
                <TextField
                  {...textField('street')}
                  label={intl.formatMessage(messages.street)}
                  autoComplete="street-address"
                />
              </FullRow>
              <TextField
                {...textField('city')}
                label={intl.formatMessage(messages.city)}
                autoComplete="address-level2"
              />
              <TextField
                {...textField('state')}
                label={intl.formatMessage(messages.state)}
                autoComplete="address-level1"
              />
              <TextField
                {...textField('postalCode')}
                label={intl.formatMessage(messages.postalCode)}
                autoComplete="postal-code"
              />
              <CountryComboBox {...textField('country')} label={intl.formatMessage(messages.country)} />
            </FieldGrid>
          </Card>
          {canEdit ? (
            <Actions>
              <Button type="submit" isLoading={isSubmitting}>
                {intl.formatMessage(messages.save)}
              </Button>
              {!isSubmitting && status === 'failed' ? (
                <Alert tone="danger" live description={intl.formatMessage(businessDetailsToastMessages.saveFailed)} />
              ) : null}
              {!isSubmitting && status === 'saved' && !sinceStatus.edited ? (
                <Alert tone="success" description={intl.formatMessage(businessDetailsToastMessages.saved)} />
              ) : null}
            </Actions>
          ) : null}
        </FormBody>
      </Form>
      <Card
        title={intl.formatMessage(messages.verificationSection)}
        description={intl.formatMessage(messages.verificationDescription)}
      >
        <DomainVerification
          state={domainVerification}
          canEdit={canEdit}
          defaultOpen={defaultDomainInstructionsOpen}
          onCheck={onCheckDomain}
        />
        <EmailVerification state={emailVerification} canEdit={canEdit} onSendLink={onSendEmailLink} />
      </Card>
      {paymentSettings}
    </SettingsPage>
  );
}
