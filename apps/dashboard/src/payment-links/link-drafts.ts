/**
 * The new link forms' drafts (`useSessionDraft`): what was typed on each step (an amount's text
 * as it is typed, before it is read), for the tab and
 * the workspace, until the link is created or the form is abandoned through Cancel. The step
 * itself is the page's address (`?step=`).
 */
import { isCurrency } from '@meridian/contract';
import type { DynamicLinkValues, StaticLinkValues, TypedTexts } from '@meridian/screens';
import { draftText, isRecord, useSessionDraft } from '../form-draft';

interface DraftFields<Values> {
  text: readonly (keyof Values & string)[];
  /** Amounts and rates: an empty one is stored as null (JSON has no NaN). */
  number: readonly (keyof Values & string)[];
  flag: readonly (keyof Values & string)[];
}

/** A new link form's draft: its values so far, and its number fields' texts as typed. */
type LinkDraft<Values> = { values: Partial<Values>; typed: TypedTexts };

function parseLinkDraft<Values>(fields: DraftFields<Values>) {
  return (stored: unknown): LinkDraft<Values> | null => {
    if (!isRecord(stored) || !isRecord(stored.values)) return null;
    const raw = stored.values;
    const values: Record<string, unknown> = {};
    for (const field of fields.text) if (draftText(raw[field]) !== undefined) values[field] = raw[field];
    for (const field of fields.number) {
      if (raw[field] === null) values[field] = Number.NaN;
      else if (typeof raw[field] === 'number') values[field] = raw[field];
    }
    for (const field of fields.flag) if (typeof raw[field] === 'boolean') values[field] = raw[field];
    if (raw.environment === 'test' || raw.environment === 'live') values.environment = raw.environment;
    // The link's currency, so that its amounts are read again in it.
    if (isCurrency(raw.currency)) values.currency = raw.currency;
    if (draftText(raw.payoutWalletId) !== undefined) values.payoutWalletId = raw.payoutWalletId;
    // A number field's text as typed (read only once the person leaves the field).
    const typed: TypedTexts = {};
    const rawTyped = isRecord(stored.typed) ? stored.typed : {};
    for (const field of fields.number)
      if (draftText(rawTyped[field]) !== undefined) typed[field] = rawTyped[field] as string;
    return { values: values as Partial<Values>, typed };
  };
}

export const staticLinkDraft = (workspaceId: string) => ({
  name: `link.static.${workspaceId}`,
  parse: parseLinkDraft<StaticLinkValues>({
    text: ['name', 'message', 'redirectUrl'],
    number: ['amount', 'vatRate'],
    flag: ['collectEmail', 'collectBilling', 'includeVat'],
  }),
});

export const dynamicLinkDraft = (workspaceId: string) => ({
  name: `link.dynamic.${workspaceId}`,
  parse: parseLinkDraft<DynamicLinkValues>({
    text: ['recipientName', 'recipientEmail', 'description'],
    number: ['amount'],
    flag: [],
  }),
});

/** What creating a link needs of its mutation (`useCreateStaticLink`, `useCreateDynamicLink`). */
interface LinkCreation<Request> {
  reset: () => void;
  trigger: (request: Request) => Promise<{ id: string }>;
}

/**
 * A new link form that keeps its draft (`staticLinkDraft`, `dynamicLinkDraft`): the form's draft
 * props, and its submission, which creates the link from `request(submission)`, forgets the draft
 * and hands the new link's id to `created`. A refusal leaves the draft and shows on the form
 * (the mutation's `error`).
 */
export function useDraftedLinkForm<Values, Submission, Request>(
  { name, parse }: { name: string; parse: (stored: unknown) => LinkDraft<Values> | null },
  create: LinkCreation<Request>,
  request: (submission: Submission) => Request,
  created: (linkId: string) => void,
) {
  const draft = useSessionDraft(name, parse);
  const submit = async (submission: Submission) => {
    create.reset();
    let linkId: string;
    try {
      linkId = (await create.trigger(request(submission))).id;
    } catch {
      return; // shown by the form through `error` and `fieldErrors`
    }
    draft.clear();
    created(linkId);
  };
  return {
    submit,
    draftProps: {
      defaultValues: draft.saved?.values,
      defaultTyped: draft.saved?.typed,
      onDraftChange: draft.save,
      onCancel: draft.clear,
    },
  };
}
