import { useCreateDynamicLink } from '@meridian/data';
import { DynamicLinkCreate, type DynamicLinkSubmission } from '@meridian/screens';
import { useSessionDraft } from '../form-draft';
import { pageNames, usePageTitle } from '../page-title';
import { linkPaths } from '../paths';
import { dynamicLinkErrors, newDynamicLink } from '../payment-links/link-forms';
import { dynamicLinkDraft } from '../payment-links/link-drafts';
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
  const { name: draftName, parse } = dynamicLinkDraft(page.workspace.id);
  const draft = useSessionDraft(draftName, parse);
  if (!page.allowed) return null;
  if (page.walletsLoading) return <ContentLoading />;

  const submit = async (submission: DynamicLinkSubmission) => {
    create.reset();
    let linkId: string;
    try {
      linkId = (await create.trigger(newDynamicLink(submission))).id;
    } catch {
      return;
    }
    // The form leaves the history: back from the link's page is the list.
    draft.clear();
    void page.leave(linkPaths.dynamic(linkId));
  };

  return (
    <DynamicLinkCreate
      key={page.workspace.id}
      {...page.formProps(create.isMutating)}
      onSubmit={submit}
      defaultValues={draft.saved?.values}
      defaultTyped={draft.saved?.typed}
      onDraftChange={draft.save}
      onCancel={draft.clear}
      {...dynamicLinkErrors(create.error)}
    />
  );
}
