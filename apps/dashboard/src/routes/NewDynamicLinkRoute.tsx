import { useCreateDynamicLink } from '@meridian/data';
import { DynamicLinkCreate } from '@meridian/screens';
import { pageNames, usePageTitle } from '../page-title';
import { linkPaths } from '../paths';
import { dynamicLinkErrors, newDynamicLink } from '../payment-links/link-forms';
import { dynamicLinkDraft, useDraftedLinkForm } from '../payment-links/link-drafts';
import { useLinkFormPage } from '../payment-links/link-pages';
import { ContentLoading } from '../workspace/ContentLoading';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';

/**
 * /payment-links/new/dynamic: one payment for one recipient, in two steps. Once created, the
 * link's page opens, with its URL to share.
 */
export default function NewDynamicLinkRoute() {
  usePageTitle(pageNames.newDynamicLink);
  const page = useLinkFormPage(useWorkspaceContext().workspace);
  const create = useCreateDynamicLink(page.workspace.id);
  // Once created, the form leaves the history: back from the link's page is the list.
  const { submit, draftProps } = useDraftedLinkForm(
    dynamicLinkDraft(page.workspace.id),
    create,
    newDynamicLink,
    (id) => {
      void page.leave(linkPaths.dynamic(id));
    },
  );
  if (!page.allowed) return null;
  if (page.walletsLoading) return <ContentLoading />;

  return (
    <DynamicLinkCreate
      key={page.workspace.id}
      {...page.formProps(create.isMutating)}
      onSubmit={submit}
      {...draftProps}
      {...dynamicLinkErrors(create.error)}
    />
  );
}
