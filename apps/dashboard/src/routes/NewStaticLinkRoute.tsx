import { useCreateStaticLink } from '@meridian/data';
import { StaticLinkForm, type StaticLinkSubmission } from '@meridian/screens';
import { useSessionDraft } from '../form-draft';
import { pageNames, usePageTitle } from '../page-title';
import { newStaticLink, staticLinkErrors } from '../payment-links/link-forms';
import { staticLinkDraft } from '../payment-links/link-drafts';
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
  const { name: draftName, parse } = staticLinkDraft(page.workspace.id);
  const draft = useSessionDraft(draftName, parse);
  if (!page.allowed) return null;
  if (page.walletsLoading) return <ContentLoading />;

  const submit = async (submission: StaticLinkSubmission) => {
    create.reset();
    let linkId: string;
    try {
      linkId = (await create.trigger(newStaticLink(submission))).id;
    } catch {
      return; // shown by the form through `error` and `fieldErrors`
    }
    draft.clear();
    page.created(linkId);
  };

  return (
    <StaticLinkForm
      key={page.workspace.id}
      {...page.formProps(create.isMutating)}
      onSubmit={submit}
      defaultValues={draft.saved?.values}
      defaultTyped={draft.saved?.typed}
      onDraftChange={draft.save}
      onCancel={draft.clear}
      {...staticLinkErrors(create.error, 'createFailed')}
    />
  );
}
