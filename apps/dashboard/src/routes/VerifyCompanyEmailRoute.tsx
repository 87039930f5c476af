import { can } from '@meridian/contract';
import { isApiError, selectWorkspace, useSendEmailVerificationLink, useVerifyEmail } from '@meridian/data';
import { VerifyCompanyEmail } from '@meridian/screens';
import { useToast } from '@meridian/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { pageNames, usePageTitle } from '../page-title';
import { paths } from '../paths';
import { workspaceValueMessages } from '../workspace/messages';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';

type Status = 'verifying' | 'verified' | 'invalid';

/**
 * /settings/verify-company-email?company=<id>&token=<token>: where the mailed link lands. The
 * token is checked once; an unknown, used or expired link (LINK_INVALID, LINK_EXPIRED), or one
 * the person's role may not use, shows the invalid state, with a new link offered to owners and
 * admins. The link's workspace becomes the selected one, so the business details shown next
 * are its own.
 */
export default function VerifyCompanyEmailRoute() {
  usePageTitle(pageNames.verifyCompanyEmail);
  const [params] = useSearchParams();
  const companyId = params.get('company') ?? '';
  const token = params.get('token') ?? '';
  const { workspaces } = useWorkspaceContext();
  const linkWorkspace = workspaces.find((w) => w.id === companyId);
  const { trigger } = useVerifyEmail();
  const [status, setStatus] = useState<Status>(companyId && token ? 'verifying' : 'invalid');

  // Once per link, even when React runs effects twice in development.
  const verified = useRef<string>(undefined);
  useEffect(() => {
    const link = `${companyId}/${token}`;
    if (!companyId || !token || verified.current === link) return;
    verified.current = link;
    trigger({ companyId, token }).then(
      () => setStatus('verified'),
      () => setStatus('invalid'),
    );
  }, [companyId, token, trigger]);

  useEffect(() => {
    if (linkWorkspace) selectWorkspace(linkWorkspace.id);
  }, [linkWorkspace]);

  const mayResend = linkWorkspace !== undefined && can(linkWorkspace.role, 'manageBusiness');
  return mayResend ? (
    <WithNewLink companyId={linkWorkspace.id} status={status} />
  ) : (
    <VerifyCompanyEmail status={status} links={{ businessDetails: paths.businessDetails }} />
  );
}

function WithNewLink({ companyId, status }: { companyId: string; status: Status }) {
  const intl = useIntl();
  const toast = useToast();
  const sendLink = useSendEmailVerificationLink(companyId);
  const [newLinkStatus, setNewLinkStatus] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');

  const requestNewLink = async () => {
    setNewLinkStatus('sending');
    try {
      await sendLink.trigger();
      setNewLinkStatus('sent');
    } catch (error) {
      setNewLinkStatus('failed');
      if (isApiError(error) && error.retryAfterSeconds) {
        toast.error(intl.formatMessage(workspaceValueMessages.retryIn, { seconds: error.retryAfterSeconds }));
      }
    }
  };

  return (
    <VerifyCompanyEmail
      status={status}
      links={{ businessDetails: paths.businessDetails }}
      onRequestNewLink={requestNewLink}
      newLinkStatus={newLinkStatus}
    />
  );
}
