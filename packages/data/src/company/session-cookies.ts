import type { ApiClient } from '../client/api-client';
import { readSessionFacts } from '../session/cookies';

/**
 * After joining or creating a workspace the API rewrites the readable cookies
 * (`userWorkspaces`, `selectedWorkspaceId`, `pendingInvites`), and the route guard reads them
 * on the next navigation. Should an answer arrive without them (a proxy dropping
 * `Set-Cookie`, an older server), a session refresh rewrites them, so the guard never sends
 * the person back to onboarding from a workspace they just joined.
 */
export async function ensureWorkspaceCookie(client: ApiClient, companyId: string): Promise<void> {
  if (readSessionFacts().userWorkspaces.includes(companyId)) return;
  try {
    await client.refreshSession();
  } catch {
    // The workspace exists either way; the guard decides with what the cookies say.
  }
}
