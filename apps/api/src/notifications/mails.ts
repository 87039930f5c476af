/**
 * The notifications' e-mails: claimed (marked sent) after each batch of the consumer and handed
 * to the mailer, in each person's language. A claimed mail is never sent again, so a restart
 * never sends one twice.
 */
import {
  DEFAULT_CURRENCY,
  isCurrency,
  minorToNumber,
  NETWORK_NAMES,
  NOTIFICATION_TYPES,
  type Language,
  type MailKind,
  type Network,
  type NotificationType,
} from '@meridian/contract';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatUnits } from 'viem';
import { storedLanguage } from '../accounts/users';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { companies, events, notificationMails, notifications, users } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { renderMail } from '../mail/templates';
import type { RenderedMail } from '../mail/templates/layout';
import { verificationStatus } from './drafts';

/** Mails claimed per transaction. */
const MAIL_BATCH = 50;

/** Where the consumer's mails go and what their links start with. */
export interface NotificationMailing {
  mailer: Mailer;
  /** The dashboard's address. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : String(value));

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR', pt: 'pt-BR' };

/** Minor units of `currency` (US dollars for notifications made before currencies) in the reader's language. */
function money(minor: number, currency: unknown, language: Language): string {
  const code = isCurrency(currency) ? currency : DEFAULT_CURRENCY;
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: code }).format(
    minorToNumber(minor, code),
  );
}

interface ClaimedMail {
  type: NotificationType;
  email: string;
  language: Language;
  data: Record<string, unknown>;
  companyName: string;
}

function mailOf(claimed: ClaimedMail, publicUrl: string): { kind: MailKind; content: RenderedMail } | null {
  const { data, language, companyName: workspaceName } = claimed;
  const settingsLink = `${publicUrl}/account#notifications`;
  switch (claimed.type) {
    case 'payment_received': {
      const token = data.token as { symbol: string; decimals: number };
      return {
        kind: 'payment-received',
        content: renderMail('payment-received', language, {
          workspaceName,
          linkName: str(data.linkName),
          total: money(Number(data.totalCents), data.currency, language),
          received: `${formatUnits(BigInt(str(data.amount)), token.decimals)} ${token.symbol}`,
          late: data.late === true,
          link: `${publicUrl}/payment-links/${str(data.linkId)}`,
          settingsLink,
        }),
      };
    }
    case 'wallet_verification':
      return {
        kind: 'wallet-verified',
        content: renderMail('wallet-verified', language, {
          workspaceName,
          walletLabel: str(data.label),
          networkName: NETWORK_NAMES[data.network as Network] ?? str(data.network),
          address: str(data.address),
          link: `${publicUrl}/wallet-management`,
          settingsLink,
        }),
      };
    case 'kyb_verification':
      return {
        kind: 'kyb-verification',
        content: renderMail('kyb-verification', language, {
          workspaceName,
          status: verificationStatus(data.status) ?? 'in_progress',
          link: `${publicUrl}/settings/verification`,
          settingsLink,
        }),
      };
    default:
      return null;
  }
}

/**
 * Claims the mails not yet sent, a batch per transaction (claiming marks them sent, so that no
 * other pass or process sends them again), and hands them to the mailer in each person's
 * language. A mail whose claim committed but whose process stopped before the mailer had it is
 * lost rather than sent twice.
 */
export async function sendNotificationMails(db: Db, clock: Clock, mailing: NotificationMailing): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const now = clock.now();
      const pending = await tx
        .select({ eventId: notificationMails.eventId, userId: notificationMails.userId })
        .from(notificationMails)
        .where(isNull(notificationMails.sentAt))
        .orderBy(asc(notificationMails.createdAt))
        .limit(MAIL_BATCH)
        .for('update', { skipLocked: true });
      if (pending.length === 0) return [];
      const pairs = or(
        ...pending.map((row) =>
          and(eq(notificationMails.eventId, row.eventId), eq(notificationMails.userId, row.userId)),
        ),
      );
      await tx
        .update(notificationMails)
        .set({ sentAt: now })
        .where(and(pairs, isNull(notificationMails.sentAt)));
      return tx
        .select({
          type: notifications.type,
          data: notifications.data,
          email: users.email,
          language: users.language,
          companyName: companies.name,
        })
        .from(notificationMails)
        .innerJoin(
          notifications,
          and(eq(notifications.eventId, notificationMails.eventId), eq(notifications.userId, notificationMails.userId)),
        )
        .innerJoin(users, eq(users.id, notificationMails.userId))
        .innerJoin(events, eq(events.id, notificationMails.eventId))
        .innerJoin(companies, eq(companies.id, events.companyId))
        .where(pairs);
    });
    if (claimed.length === 0) return sent;
    for (const row of claimed) {
      try {
        const type = NOTIFICATION_TYPES.find((known) => known === row.type);
        if (!type) continue;
        const language = storedLanguage(row.language);
        const mail = mailOf(
          { type, email: row.email, language, data: row.data, companyName: row.companyName },
          mailing.publicUrl,
        );
        if (!mail) continue;
        await mailing.mailer.send({ to: row.email, kind: mail.kind, language, ...mail.content });
        sent += 1;
      } catch (error) {
        mailing.log.error({ err: error, type: row.type }, 'notifications: a mail could not be sent');
      }
    }
    if (claimed.length < MAIL_BATCH) return sent;
  }
}
