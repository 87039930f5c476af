import type { CompanySummary, UserInvite } from '@meridian/contract';

/** Two workspaces for the data tests: one the user owns, one they view. */
export const lumen: CompanySummary = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Lumen Coffee Roasters',
  role: 'owner',
  memberCount: 3,
  tier: 'basic',
  currency: 'USD',
};

export const atlas: CompanySummary = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Atlas Outdoor Supply',
  role: 'viewer',
  memberCount: 8,
  tier: 'silver',
  currency: 'EUR',
};

/** An invitation addressed to the user: to join Atlas as a viewer, from Marta Costa. */
export const atlasInvite: UserInvite = {
  id: '33333333-3333-4333-8333-333333333333',
  companyId: atlas.id,
  companyName: atlas.name,
  privilege: 'viewer',
  invitedBy: 'Marta Costa',
  invitedAt: '2026-06-10T09:00:00.000Z',
};

/** A list of ids as the API writes it into a readable cookie (`userWorkspaces`, `pendingInvites`). */
export const cookieList = (ids: string[]) => encodeURIComponent(JSON.stringify(ids));
