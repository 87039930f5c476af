/**
 * Cards and bank transfers as the money flows use them: the merchant turns the on-ramp on for a
 * workspace and a link (through the API, as its owner), and a payer pays a checkout through the
 * API's sandbox on-ramp (the same calls its page and the sandbox's hosted page make), which sends
 * the session's exact token amount from a funded account of the local chain.
 */
import type { APIRequestContext } from '@playwright/test';
import { api, untilPaid } from './chain';
import { expect } from './fixtures';

/** Turns cards and bank transfers on for the workspace and for its link `linkId` (both are off by default). */
export async function offerCards(request: APIRequestContext, companyId: string, linkId: string): Promise<void> {
  const workspace = await request.put(api(`/company/${companyId}/onramp`), { data: { enabled: true } });
  expect(workspace.status(), await workspace.text()).toBe(200);
  const link = await request.put(api(`/payment-link/${linkId}/onramp`), { data: { enabled: true } });
  expect(link.status(), await link.text()).toBe(200);
}

/**
 * A payer opens a checkout of the link `slug` in `token`, pays it by card through the sandbox
 * on-ramp from `country`, choosing the outcome "paid" on its hosted page; resolves once the API
 * answers the checkout paid. Answers the session's id.
 */
export async function payByCard(
  request: APIRequestContext,
  slug: string,
  { token, country }: { token: string; country: string },
): Promise<string> {
  const opened = await request.post(api(`/checkout/${slug}/sessions`), { data: { token } });
  expect(opened.status(), await opened.text()).toBe(201);
  const { id } = (await opened.json()) as { id: string };
  const started = await request.post(api(`/checkout-session/${id}/onramp`), { data: { country, method: 'card' } });
  expect(started.status(), await started.text()).toBe(201);
  const { redirectUrl } = (await started.json()) as { redirectUrl: string };
  // The hosted page's "Paid" button: the sandbox sends the tokens, then sends the payer back.
  const paid = await request.post(redirectUrl, { form: { outcome: 'paid' }, maxRedirects: 0 });
  expect(paid.status(), await paid.text()).toBe(303);
  // Final once a block more is mined (another flow may mine it first).
  await untilPaid(request, id, { mining: true });
  return id;
}
