/**
 * What each event of the stream makes into notifications: who receives them, and what the
 * client needs to word and link each one.
 */
import {
  can,
  parseMinor,
  VERIFICATION_STATUSES,
  type EventData,
  type NotificationType,
  type Role,
} from '@meridian/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { dashboardLinkId } from '../checkout/object';
import type { Db } from '../db/database';
import { companies, memberships, paymentLinks, users } from '../db/schema';
import { typedData, typedDataOf, type EventRow } from '../events/consumer';

export interface Draft {
  userIds: string[];
  type: NotificationType;
  data: Record<string, unknown>;
}

async function membersOf(tx: Db, companyId: string, allowed?: (role: Role) => boolean): Promise<string[]> {
  const rows = await tx
    .select({ userId: memberships.userId, role: memberships.privilege })
    .from(memberships)
    .where(eq(memberships.companyId, companyId));
  return rows.filter((row) => !allowed || allowed(row.role)).map((row) => row.userId);
}

async function companyName(tx: Db, companyId: string): Promise<string> {
  const [company] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return company?.name ?? '';
}

/** What a company_invite notification of an invitation carries. */
export async function inviteData(
  tx: Db,
  companyId: string,
  invite: EventData<'member.invited'>,
): Promise<Record<string, unknown>> {
  return {
    companyId,
    companyName: await companyName(tx, companyId),
    inviteId: invite.id,
    privilege: invite.privilege,
    invitedBy: invite.invitedBy,
  };
}

/** A verification status as events may spell it, or null for one this version does not know. */
export function verificationStatus(value: unknown): (typeof VERIFICATION_STATUSES)[number] | null {
  const known = VERIFICATION_STATUSES.find((status) => status === value);
  if (known) return known;
  if (value === 'approved' || value === 'verified') return 'active';
  if (value === 'pending' || value === 'submitted') return 'in_progress';
  return null;
}

/** The notifications an event makes: recipients and what the client needs to word and link it. */
export async function draftOf(tx: Db, event: EventRow): Promise<Draft | null> {
  switch (event.type) {
    case 'checkout.paid':
    case 'checkout.paid_late': {
      const paid = typedDataOf(event, ['checkout.paid', 'checkout.paid_late'] as const);
      const payment = paid?.data.payment;
      if (!paid || !payment) return null;
      const linkId = dashboardLinkId(paid.data);
      const [link] = await tx
        .select({ name: paymentLinks.name })
        .from(paymentLinks)
        .where(eq(paymentLinks.id, linkId))
        .limit(1);
      return {
        userIds: await membersOf(tx, event.companyId),
        type: 'payment_received',
        data: {
          companyId: event.companyId,
          // The checkout paid.
          sessionId: paid.data.id,
          linkId,
          linkName: link?.name ?? '',
          environment: paid.data.mode,
          chainId: payment.chainId,
          token: payment.token,
          amount: payment.amount,
          currency: paid.data.currency,
          totalCents: parseMinor(paid.data.amount, paid.data.currency) ?? 0,
          late: paid.type === 'checkout.paid_late',
        },
      };
    }
    case 'wallet.verified': {
      const wallet = typedData(event, 'wallet.verified');
      if (!wallet) return null;
      return {
        userIds: await membersOf(tx, event.companyId, (role) => can(role, 'manageWallets')),
        type: 'wallet_verification',
        data: {
          companyId: event.companyId,
          walletId: event.objectId,
          network: wallet.platform,
          address: wallet.addresses[0] ?? '',
          label: wallet.metadata.ui.label,
        },
      };
    }
    case 'member.invited': {
      const invite = typedData(event, 'member.invited');
      if (!invite) return null;
      // Only a confirmed address: an account that has not proved it owns the address learns
      // nothing of the invitations sent to it (it gets them once confirmed).
      const [invitee] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, invite.email), isNotNull(users.emailVerifiedAt)))
        .limit(1);
      if (!invitee) return null;
      return { userIds: [invitee.id], type: 'company_invite', data: await inviteData(tx, event.companyId, invite) };
    }
    case 'verification.updated': {
      const verification = typedData(event, 'verification.updated');
      const status = verificationStatus(verification?.status);
      if (!verification || !status) return null;
      return {
        userIds: await membersOf(tx, event.companyId, (role) => can(role, 'manageBusiness')),
        type: 'kyb_verification',
        data: {
          companyId: event.companyId,
          companyName: await companyName(tx, event.companyId),
          status,
          tier: verification.tier,
        },
      };
    }
    default:
      return null;
  }
}
