/**
 * What a payer's tab keeps of a link's checkout (sessionStorage, this tab only): the session it
 * opened, so that a reload follows the same payment, and what was typed on the first step.
 */
import { getSessionDraft, setSessionDraft } from '@meridian/data';
import type { CheckoutStartValues } from '@meridian/screens';
import { isRecord } from '../form-draft';

/** Where this device keeps the session a link opened, so that a reload follows the same payment. */
const storageKey = (slug: string) => `meridian.checkout.${slug}`;

export function storedSession(slug: string): string | undefined {
  try {
    return globalThis.sessionStorage?.getItem(storageKey(slug)) ?? undefined;
  } catch {
    return undefined;
  }
}

export function storeSession(slug: string, id: string | undefined) {
  try {
    if (id) globalThis.sessionStorage?.setItem(storageKey(slug), id);
    else globalThis.sessionStorage?.removeItem(storageKey(slug));
  } catch {
    // Without storage, a reload starts a new payment.
  }
}

/**
 * What the payer typed on the first step (token, e-mail, billing), kept for this tab with every
 * form's draft (`getSessionDraft`, as `useSessionDraft` does), for a reload or Back.
 */
const draftName = (slug: string) => `checkout.${slug}`;

export function storedDraft(slug: string): Partial<CheckoutStartValues> | undefined {
  const saved = getSessionDraft(draftName(slug));
  return isRecord(saved) ? (saved as Partial<CheckoutStartValues>) : undefined;
}

export function storeDraft(slug: string, values: Partial<CheckoutStartValues>) {
  setSessionDraft(draftName(slug), values);
}
