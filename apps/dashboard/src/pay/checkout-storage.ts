/**
 * What a payer's tab keeps of a link's checkout (sessionStorage, this tab only): the session it
 * opened, so that a reload follows the same payment, and what was typed on the first step.
 */
import type { CheckoutStartValues } from '@meridian/screens';

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

/** Where this tab keeps what the payer typed on the first step (token, e-mail, billing), for a reload or Back. */
const draftKey = (slug: string) => `meridian.checkout.${slug}.draft`;

export function storedDraft(slug: string): Partial<CheckoutStartValues> | undefined {
  try {
    const saved = globalThis.sessionStorage?.getItem(draftKey(slug));
    return saved ? (JSON.parse(saved) as Partial<CheckoutStartValues>) : undefined;
  } catch {
    return undefined;
  }
}

export function storeDraft(slug: string, values: Partial<CheckoutStartValues>) {
  try {
    globalThis.sessionStorage?.setItem(draftKey(slug), JSON.stringify(values));
  } catch {
    // Without storage, what was typed lasts as long as the page.
  }
}
