import { can, type Company, type CountryCode, type UpdateCompanyRequest } from '@meridian/contract';
import {
  isApiError,
  useCompany,
  useSendEmailVerificationLink,
  useUpdateCompany,
  useVerifyDomainName,
} from '@meridian/data';
import {
  BusinessDetails,
  businessDetailsToastMessages,
  ServerError,
  type BusinessDetailsUpdate,
  type BusinessDetailsValues,
} from '@meridian/screens';
import { useToast } from '@meridian/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { pageNames, usePageTitle } from '../page-title';
import { paths } from '../paths';
import { ContentLoading } from '../workspace/ContentLoading';
import { workspaceMessages, workspaceValueMessages } from '../workspace/messages';
import { WorkspaceOnrampSettings } from '../workspace/onramp-settings';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';
import { businessDetailsFieldErrors } from '../workspace/workspace-errors';

/**
 * The form's starting values from the saved workspace. What onboarding asked is not asked again:
 * the legal name starts as the workspace's name, the phone and the country as the contact phone
 * and the country given there.
 */
export function businessDetailsValues(company: Company): BusinessDetailsValues {
  const address = company.structuredAddress;
  return {
    legalName: company.legalName ?? company.name,
    registrationNumber: company.registrationNumber ?? '',
    website: company.websiteUrl ?? '',
    email: company.email ?? '',
    phone: company.phone ?? '',
    street: address?.street ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    postalCode: address?.postalCode ?? '',
    country: address?.country ?? company.country,
    currency: company.currency,
  };
}

/**
 * The update sent for the form's details. A field left empty clears what was saved: the
 * website and the address are sent as `null` when absent (the screen leaves them out).
 */
export function toUpdateCompanyRequest(update: BusinessDetailsUpdate): UpdateCompanyRequest {
  // Countries come from the country picker, which offers the contract's codes only.
  const address = update.structuredAddress;
  return {
    legalName: update.legalName,
    registrationNumber: update.registrationNumber,
    websiteUrl: update.websiteUrl ?? null,
    email: update.email,
    phone: update.phone,
    structuredAddress: address ? { ...address, country: address.country as CountryCode } : null,
    ...(update.country ? { country: update.country as CountryCode } : {}),
    currency: update.currency,
  };
}

/**
 * /settings/business-details: the workspace's details, the verification of its domain and e-mail,
 * and its cards and bank transfers.
 */
export default function BusinessDetailsRoute() {
  usePageTitle(pageNames.businessDetails);
  const { workspace } = useWorkspaceContext();
  const company = useCompany(workspace.id);
  if (company.error && !company.data) {
    return <ServerError links={{ home: paths.root }} onRetry={() => void company.mutate()} />;
  }
  if (!company.data) return <ContentLoading />;
  // Another workspace starts its own form.
  return <BusinessDetailsForm key={company.data.id} company={company.data} />;
}

type Status = 'idle' | 'saving' | 'saved' | 'failed';

function BusinessDetailsForm({ company }: { company: Company }) {
  const intl = useIntl();
  const toast = useToast();
  const update = useUpdateCompany(company.id);
  const checkDomain = useVerifyDomainName(company.id);
  const sendLink = useSendEmailVerificationLink(company.id);
  const [defaultValues] = useState(() => businessDetailsValues(company));
  const [status, setStatus] = useState<Status>('idle');
  const [linkStatus, setLinkStatus] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');

  const save = async (values: BusinessDetailsUpdate) => {
    setStatus('saving');
    try {
      await update.trigger(toUpdateCompanyRequest(values));
    } catch {
      setStatus('failed');
      toast.error(intl.formatMessage(businessDetailsToastMessages.saveFailed));
      return;
    }
    setStatus('saved');
    toast.success(intl.formatMessage(businessDetailsToastMessages.saved));
  };

  const check = async () => {
    try {
      const result = await checkDomain.trigger();
      if (result.verified) toast.success(intl.formatMessage(businessDetailsToastMessages.domainVerified));
      else toast.error(intl.formatMessage(businessDetailsToastMessages.domainVerificationFailed));
    } catch (error) {
      toast.error(intl.formatMessage(businessDetailsToastMessages.domainVerificationFailed), {
        description:
          isApiError(error) && error.code === 'PRECONDITION_FAILED'
            ? intl.formatMessage(workspaceMessages.domainNeedsWebsite)
            : undefined,
      });
    }
  };

  const send = async () => {
    setLinkStatus('sending');
    try {
      await sendLink.trigger();
    } catch (error) {
      setLinkStatus('failed');
      let description: string | undefined;
      if (isApiError(error) && error.code === 'PRECONDITION_FAILED') {
        description = intl.formatMessage(workspaceMessages.emailNeedsAddress);
      } else if (isApiError(error) && error.retryAfterSeconds) {
        description = intl.formatMessage(workspaceValueMessages.retryIn, { seconds: error.retryAfterSeconds });
      }
      toast.error(intl.formatMessage(businessDetailsToastMessages.emailLinkFailed), { description });
      return;
    }
    setLinkStatus('sent');
    toast.success(intl.formatMessage(businessDetailsToastMessages.emailLinkSent));
  };

  const domain = company.domainVerification;
  const email = company.emailVerification;
  return (
    <BusinessDetails
      defaultValues={defaultValues}
      canEdit={can(company.role, 'manageBusiness')}
      onSave={save}
      status={status}
      fieldErrors={status === 'failed' ? businessDetailsFieldErrors(update.error) : undefined}
      domainVerification={
        domain
          ? {
              host: domain.host,
              token: domain.token,
              isVerified: domain.verified,
              checkStatus: checkDomain.isMutating ? 'checking' : 'idle',
              lastCheck: domain.lastCheck ?? undefined,
            }
          : undefined
      }
      onCheckDomain={check}
      emailVerification={
        email
          ? {
              address: email.address,
              isVerified: email.verified,
              linkStatus,
              lastSentAt: email.lastSentAt ?? undefined,
            }
          : undefined
      }
      onSendEmailLink={send}
      paymentSettings={<WorkspaceOnrampSettings companyId={company.id} role={company.role} />}
    />
  );
}
