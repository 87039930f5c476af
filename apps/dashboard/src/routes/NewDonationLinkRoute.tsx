import { useCreateStaticLink } from '@meridian/data';
import { DonationLinkForm, type DonationLinkSubmission } from '@meridian/screens';
import { useState } from 'react';
import { pageNames, usePageTitle } from '../page-title';
import { donationLinkErrors, newDonationLink } from '../payment-links/link-forms';
import { useLinkFormPage } from '../payment-links/link-pages';
import { ContentLoading } from '../workspace/ContentLoading';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';

/** /payment-links/new/donation: the payer chooses the amount, from an optional minimum. */
export default function NewDonationLinkRoute() {
  usePageTitle(pageNames.newDonationLink);
  const page = useLinkFormPage(useWorkspaceContext().workspace);
  const create = useCreateStaticLink(page.workspace.id);
  const [submitted, setSubmitted] = useState<DonationLinkSubmission>();
  if (!page.allowed) return null;
  if (page.walletsLoading) return <ContentLoading />;

  const submit = async (submission: DonationLinkSubmission) => {
    create.reset();
    setSubmitted(submission);
    let linkId: string;
    try {
      linkId = (await create.trigger(newDonationLink(submission))).id;
    } catch {
      return;
    }
    page.created(linkId);
  };

  return (
    <DonationLinkForm
      key={page.workspace.id}
      {...page.formProps(create.isMutating)}
      onSubmit={submit}
      {...donationLinkErrors(create.error, submitted, 'createFailed')}
    />
  );
}
