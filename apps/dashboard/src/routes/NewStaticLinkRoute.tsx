import { useCreateStaticLink } from '@meridian/data';
import { StaticLinkForm } from '@meridian/screens';
import { pageNames, usePageTitle } from '../page-title';
import { newStaticLink, staticLinkErrors } from '../payment-links/link-forms';
import { staticLinkDraft, useDraftedLinkForm } from '../payment-links/link-drafts';
import { useLinkFormPage } from '../payment-links/link-pages';
import { ContentLoading } from '../workspace/ContentLoading';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';

/**
 * /payment-links/new/static: a link with a fixed amount, in three steps; once created, its page
 * opens to share it. A refusal of the API
 * (the tier's cap, a field) shows on the form, which keeps what was typed.
 */
export default function NewStaticLinkRoute() {
  usePageTitle(pageNames.newStaticLink);
  const page = useLinkFormPage(useWorkspaceContext().workspace);
  const create = useCreateStaticLink(page.workspace.id);
  const { submit, draftProps } = useDraftedLinkForm(
    staticLinkDraft(page.workspace.id),
    create,
    newStaticLink,
    page.created,
  );
  if (!page.allowed) return null;
  if (page.walletsLoading) return <ContentLoading />;

  return (
    <StaticLinkForm
      key={page.workspace.id}
      {...page.formProps(create.isMutating)}
      onSubmit={submit}
      {...draftProps}
      {...staticLinkErrors(create.error, 'createFailed')}
    />
  );
}
