import type { PaymentLink } from '@meridian/contract';
import { usePaymentLink, useUpdatePaymentLink } from '@meridian/data';
import {
  DonationLinkForm,
  StaticLinkForm,
  type DonationLinkSubmission,
  type StaticLinkSubmission,
} from '@meridian/screens';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { pageNames, usePageTitle } from '../page-title';
import { linkPaths } from '../paths';
import {
  donationLinkErrors,
  donationLinkUpdate,
  donationLinkValues,
  staticLinkErrors,
  staticLinkUpdate,
  staticLinkValues,
} from '../payment-links/link-forms';
import { useLinkFormPage } from '../payment-links/link-pages';
import { NotFoundPage } from '../RouteError';
import { ContentLoading } from '../workspace/ContentLoading';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';

/**
 * /payment-links/static/:id/edit: a static or donation link's form, filled with the link; a
 * dynamic link opens its own page instead, an unknown one the not-found page.
 */
export default function EditLinkRoute() {
  usePageTitle(pageNames.editLink);
  const { id = '' } = useParams();
  const page = useLinkFormPage(useWorkspaceContext().workspace);
  const link = usePaymentLink(page.workspace.id, id, { enabled: page.allowed });
  if (!page.allowed) return null;
  if (link.error?.code === 'NOT_FOUND') return <NotFoundPage />;
  if (!link.data || page.walletsLoading) return <ContentLoading />;
  if (link.data.type === 'dynamic') return <Navigate to={linkPaths.dynamic(id)} replace />;
  // A new link or workspace starts a new form.
  return <EditLinkForm key={`${page.workspace.id}:${id}`} link={link.data} page={page} />;
}

function EditLinkForm({ link, page }: { link: PaymentLink; page: ReturnType<typeof useLinkFormPage> }) {
  const update = useUpdatePaymentLink(page.workspace.id);
  const [submitted, setSubmitted] = useState<DonationLinkSubmission>();

  const save = async (body: Parameters<typeof update.trigger>[0]['body']) => {
    update.reset();
    try {
      await update.trigger({ linkId: link.id, body });
    } catch {
      return;
    }
    page.done('saved');
  };

  const common = page.formProps(update.isMutating);

  if (link.type === 'donation') {
    return (
      <DonationLinkForm
        {...common}
        mode="edit"
        defaultValues={donationLinkValues(link)}
        onSubmit={(submission: DonationLinkSubmission) => {
          setSubmitted(submission);
          return save(donationLinkUpdate(submission));
        }}
        {...donationLinkErrors(update.error, submitted, 'saveFailed')}
      />
    );
  }
  return (
    <StaticLinkForm
      {...common}
      mode="edit"
      defaultValues={staticLinkValues(link)}
      onSubmit={(submission: StaticLinkSubmission) => save(staticLinkUpdate(submission))}
      {...staticLinkErrors(update.error, 'saveFailed')}
    />
  );
}
