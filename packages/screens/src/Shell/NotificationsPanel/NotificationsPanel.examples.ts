import type { Notification } from '@meridian/contract';

/** An unread invitation to join Atlas Outdoor Supply as an admin, shared by the stories. */
export const exampleInvitation: Notification = {
  id: '00000000-0000-4000-8000-000000000001',
  type: 'company_invite',
  read: false,
  createdAt: '2026-06-15T10:25:00.000Z',
  data: {
    companyId: '55555555-5555-4555-8555-555555555555',
    companyName: 'Atlas Outdoor Supply',
    inviteId: '66666666-6666-4666-8666-666666666666',
    privilege: 'admin',
    invitedBy: 'Marta Costa',
  },
};
