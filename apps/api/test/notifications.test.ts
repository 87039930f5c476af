// Notifications over HTTP with the real server, a local chain and a real SMTP server on
// loopback: each source event notifies the right people (and nobody else), the list pages and
// filters, only one's own are marked read, each person's e-mail choices decide the mail (in
// their language), a consumer that replays the stream sends nothing twice, and an invitation
// sent before its invitee had an account is among their notifications once they confirm.
import {
  apiRoutes,
  MarkNotificationsResponse,
  NotificationListResponse,
  NotificationPreferencesResponse,
  type Notification,
  type NotificationType,
} from '@meridian/contract';
import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import type { LocalChain } from '../src/chain';
import { recordEvent } from '../src/events/record';
import { link, merchant, openSession, payer, proveWallet, watchChain } from './support/checkout';
import { codeIn, confirmedUser, signupBody, type Agent, type TestApi } from './support/harness';
import { eventually } from './support/eventually';
import { addressedTo } from './support/inbox';
import { createWorkspace, errorOf, invite, joinAs } from './support/workspaces';

let chain: LocalChain;
let api: TestApi;
const { payInFull } = watchChain((started) => ({ chain, api } = started), { smtp: true });

const inbox = () => api.inbox!;

async function notificationsOf(agent: Agent, query = '') {
  const response = await agent.get(`${apiRoutes.listNotifications.path}${query}`);
  expect(response.status).toBe(200);
  return create(response.body, NotificationListResponse).data;
}

const ofType = (list: { notifications: Notification[] }, type: NotificationType) =>
  list.notifications.filter((n) => n.type === type);

const markRead = (agent: Agent, notificationIds: unknown) =>
  agent.request('PATCH', apiRoutes.markNotificationsRead.path, { json: { notificationIds } });

const setEmail = (agent: Agent, type: string, email: unknown) =>
  agent.request('PATCH', apiRoutes.updateNotificationPreference.path, { json: { type, email } });

/** Waits for the consumers to have handled everything written so far, mails included. */
const settle = () => api.settle();

/** The mails that arrived after `mark` for `address`. */
const mailsTo = (mark: number, address: string): ParsedMail[] => inbox().since(mark).filter(addressedTo(address));

describe('each source event', () => {
  it('notifies the right people, and mails those who want it in their language', { timeout: 60_000 }, async () => {
    const account = chain.accounts[1]!;
    const m = await merchant(api, { address: account.address, name: 'Lumen' });
    const admin = await joinAs(api, m.owner.agent, m.company.id, 'admin', { language: 'fr' });
    const developer = await joinAs(api, m.owner.agent, m.company.id, 'developer', { language: 'pt' });
    const viewer = await joinAs(api, m.owner.agent, m.company.id, 'viewer', { language: 'es' });
    const stranger = await confirmedUser(api);
    await createWorkspace(stranger.agent, { name: 'Umbra' });
    // The admin wants payments by mail and not wallets; the others keep the defaults.
    expect((await setEmail(admin.agent, 'payment_received', true)).status).toBe(200);
    expect((await setEmail(admin.agent, 'wallet_verification', false)).status).toBe(200);
    await settle();
    const mark = inbox().received;

    // A wallet proved: those who manage wallets (owner, admin), nobody else.
    expect(await proveWallet(m, account.privateKey)).toBe(200);
    const ownerWallet = await eventually(
      () => notificationsOf(m.owner.agent),
      (list) => ofType(list, 'wallet_verification').length === 1,
    );
    expect(ofType(ownerWallet, 'wallet_verification')[0]).toMatchObject({
      read: false,
      data: { companyId: m.company.id, walletId: m.wallet.id, network: 'moonbeam', label: 'Main' },
    });
    await settle();
    expect(ofType(await notificationsOf(admin.agent), 'wallet_verification')).toHaveLength(1);
    for (const other of [developer, viewer, stranger]) {
      expect(ofType(await notificationsOf(other.agent), 'wallet_verification')).toHaveLength(0);
    }

    // A checkout paid: every member of the workspace, not the stranger.
    const created = await link(m);
    const session = await openSession(payer(api), created.slug, { token: 'DEV' });
    await payInFull(session);
    for (const member of [m.owner, admin, developer, viewer]) {
      const list = await eventually(
        () => notificationsOf(member.agent),
        (found) => ofType(found, 'payment_received').length === 1,
      );
      expect(ofType(list, 'payment_received')[0]).toMatchObject({
        read: false,
        data: { companyId: m.company.id, linkId: created.id, linkName: created.name, totalCents: 4990, late: false },
      });
    }
    expect((await notificationsOf(stranger.agent)).total).toBe(0);
    await settle();

    // The mails: the wallet to the owner (on by default) in English, not to the admin (turned
    // off); the payment to the admin alone (on by choice), in French; none to the others.
    const ownerMails = mailsTo(mark, m.owner.body.email);
    expect(ownerMails.map((mail) => mail.subject)).toEqual(['Wallet Main verified on Meridian']);
    expect(ownerMails[0]!.text).toContain('/wallet-management');
    const adminMails = mailsTo(mark, admin.body.email);
    expect(adminMails.map((mail) => mail.subject)).toEqual([`Paiement reçu sur ${created.name}\u00a0: 49,90\u00a0$US`]);
    expect(adminMails[0]!.headers.get('content-language')).toBe('fr');
    expect(adminMails[0]!.text).toContain(`/payment-links/${created.id}`);
    expect(adminMails[0]!.text).toContain('DEV');
    for (const other of [developer, viewer, stranger]) expect(mailsTo(mark, other.body.email)).toEqual([]);

    // A business verification's new status (written as its issue will write it): the owner and
    // the admin (who manage business details), mailed to both by default, in their languages.
    await api.app.meridian.database.db.transaction((tx) =>
      recordEvent(
        tx,
        {
          companyId: m.company.id,
          type: 'verification.updated',
          objectType: 'verification',
          objectId: m.company.id,
          data: {
            verificationId: m.company.id,
            level: 'silver',
            subject: 'business',
            state: 'approved',
            status: 'active',
            reasons: [],
            retryable: false,
            tier: 'silver',
          },
        },
        api.clock.now(),
      ),
    );
    await settle();
    for (const manager of [m.owner, admin]) {
      const list = await eventually(
        () => notificationsOf(manager.agent),
        (found) => ofType(found, 'kyb_verification').length === 1,
      );
      expect(ofType(list, 'kyb_verification')[0]).toMatchObject({
        data: { companyId: m.company.id, companyName: 'Lumen', status: 'active', tier: 'silver' },
      });
    }
    for (const other of [developer, viewer, stranger]) {
      expect(ofType(await notificationsOf(other.agent), 'kyb_verification')).toHaveLength(0);
    }
    // The consumer may have handled the event after `settle` looked (it polls as well): its mails
    // are waited for as its notifications are.
    const subjects = (address: string) => mailsTo(mark, address).map((mail) => mail.subject);
    const ownerSubjects = await eventually(
      async () => subjects(m.owner.body.email),
      (found) => found.includes('Business verification of Lumen: approved'),
    );
    expect(ownerSubjects).toContain('Business verification of Lumen: approved');
    const adminSubjects = await eventually(
      async () => subjects(admin.body.email),
      (found) => found.includes('Vérification de l’entreprise Lumen\u00a0: approuvée'),
    );
    expect(adminSubjects).toContain('Vérification de l’entreprise Lumen\u00a0: approuvée');

    // A replay of the whole stream (the cursor back at the start, as after a lost cursor):
    // no notification doubles and no mail goes out again.
    const sent = inbox().received;
    const totals = await Promise.all(
      [m.owner, admin, developer, viewer].map(async (p) => (await notificationsOf(p.agent)).total),
    );
    await api.app.meridian.database.db.execute(sql`UPDATE event_cursors SET last_event_id = 0`);
    await settle();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox().received).toBe(sent);
    expect(
      await Promise.all([m.owner, admin, developer, viewer].map(async (p) => (await notificationsOf(p.agent)).total)),
    ).toEqual(totals);
  });
});

describe('an invitation', () => {
  it('sent before the invitee had an account is among their notifications once they confirm', async () => {
    const owner = await confirmedUser(api);
    const company = await createWorkspace(owner.agent, { name: 'Vela' });
    const email = `later_${Date.now().toString(36)}@example.com`;
    await invite(owner.agent, company.id, email, 'developer');
    await settle();

    const person = { agent: api.agent() };
    expect((await person.agent.post(apiRoutes.signup.path, signupBody({ email }))).status).toBe(201);
    const codeMail = await inbox().waitFor(
      (mail) => addressedTo(email)(mail) && (mail.subject ?? '').includes('confirmation code'),
    );
    // Not confirmed yet: the list is not theirs to read.
    expect((await person.agent.get(apiRoutes.listNotifications.path)).status).not.toBe(200);
    const confirmed = await person.agent.post(apiRoutes.confirmCodeVerification.path, {
      code: codeIn(codeMail.text ?? ''),
    });
    expect(confirmed.status).toBe(200);
    const list = await notificationsOf(person.agent);
    expect(list.notifications).toEqual([
      expect.objectContaining({
        type: 'company_invite',
        read: false,
        data: expect.objectContaining({ companyId: company.id, companyName: 'Vela', privilege: 'developer' }),
      }),
    ]);
    // The consumer passing again (or a replay) does not double it.
    await api.app.meridian.database.db.execute(sql`UPDATE event_cursors SET last_event_id = 0`);
    await settle();
    expect((await notificationsOf(person.agent)).total).toBe(1);
  });

  it('is mailed to an account holder unless they turned invitation mails off; the notification comes either way', async () => {
    const owner = await confirmedUser(api);
    const company = await createWorkspace(owner.agent, { name: 'Orion' });
    const keen = await confirmedUser(api, { language: 'pt' });
    const quiet = await confirmedUser(api);
    expect((await setEmail(quiet.agent, 'company_invite', false)).status).toBe(200);
    const mark = inbox().received;
    await invite(owner.agent, company.id, keen.body.email, 'viewer');
    await invite(owner.agent, company.id, quiet.body.email, 'viewer');
    await settle();
    expect(mailsTo(mark, keen.body.email).map((mail) => mail.subject)).toEqual([
      expect.stringContaining('convidou você para participar de Orion'),
    ]);
    expect(mailsTo(mark, quiet.body.email)).toEqual([]);
    for (const person of [keen, quiet]) {
      const list = await eventually(
        () => notificationsOf(person.agent),
        (found) => found.total === 1,
      );
      expect(list.notifications[0]).toMatchObject({ type: 'company_invite', data: { companyName: 'Orion' } });
    }
  });
});

describe('the list', () => {
  it('pages newest first, filters the unread, and marks only the caller’s own read', async () => {
    const owner = await confirmedUser(api);
    const person = await confirmedUser(api);
    const other = await confirmedUser(api);
    const names = ['One', 'Two', 'Three'];
    for (const name of names) {
      const workspace = await createWorkspace(owner.agent, { name });
      await invite(owner.agent, workspace.id, person.body.email, 'viewer');
      if (name === 'One') await invite(owner.agent, workspace.id, other.body.email, 'viewer');
    }
    const all = await eventually(
      () => notificationsOf(person.agent),
      (list) => list.total === 3,
    );
    expect(all.notifications.map((n) => (n.type === 'company_invite' ? n.data.companyName : ''))).toEqual([
      'Three',
      'Two',
      'One',
    ]);
    expect(await notificationsOf(person.agent, '?limit=2')).toMatchObject({ total: 3, hasMore: true });
    const second = await notificationsOf(person.agent, '?limit=2&skip=2');
    expect(second).toMatchObject({ total: 3, hasMore: false });
    expect(second.notifications.map((n) => n.id)).toEqual([all.notifications[2]!.id]);

    const theirs = (
      await eventually(
        () => notificationsOf(other.agent),
        (list) => list.total === 1,
      )
    ).notifications[0]!;
    const unknown = '00000000-0000-4000-8000-000000000000';
    const marked = await markRead(person.agent, [all.notifications[0]!.id, theirs.id, unknown]);
    expect(marked.status).toBe(200);
    expect(create(marked.body, MarkNotificationsResponse)).toEqual({
      data: { updated: 1, notFound: [theirs.id, unknown] },
    });
    // Theirs is untouched; again on one already read counts it, and changes nothing.
    expect((await notificationsOf(other.agent)).notifications[0]!.read).toBe(false);
    const again = await markRead(person.agent, [all.notifications[0]!.id]);
    expect(create(again.body, MarkNotificationsResponse)).toEqual({ data: { updated: 1, notFound: [] } });

    const unread = await notificationsOf(person.agent, '?onlyUnread=true');
    expect(unread).toMatchObject({ total: 2, hasMore: false });
    expect(unread.notifications.map((n) => n.id)).toEqual(all.notifications.slice(1).map((n) => n.id));
    // The bell's count: one unread notification asked for, the total read.
    expect(await notificationsOf(person.agent, '?onlyUnread=true&limit=1')).toMatchObject({ total: 2, hasMore: true });

    // A bad body is refused, and changes nothing.
    const refused = await markRead(person.agent, ['not-an-id']);
    expect(refused.status).toBe(422);
    expect(errorOf(refused.body).code).toBe('VALIDATION_FAILED');
    expect((await notificationsOf(person.agent, '?onlyUnread=true')).total).toBe(2);
    // Signed out: nothing to read.
    expect((await api.agent().get(apiRoutes.listNotifications.path)).status).toBe(401);
  });
});

describe('e-mail preferences', () => {
  it('start at the defaults, change one type at a time, and refuse what they do not know', async () => {
    const person = await confirmedUser(api);
    const path = apiRoutes.notificationPreferences.path;
    const read = async () => {
      const response = await person.agent.get(path);
      expect(response.status).toBe(200);
      return create(response.body, NotificationPreferencesResponse).email;
    };
    expect(await read()).toEqual({
      payment_received: false,
      wallet_verification: true,
      company_invite: true,
      kyb_verification: true,
      refund: true,
    });
    const changed = await setEmail(person.agent, 'payment_received', true);
    expect(changed.status).toBe(200);
    expect(create(changed.body, NotificationPreferencesResponse).email.payment_received).toBe(true);
    expect((await setEmail(person.agent, 'kyb_verification', false)).status).toBe(200);
    expect(await read()).toEqual({
      payment_received: true,
      wallet_verification: true,
      company_invite: true,
      kyb_verification: false,
      refund: true,
    });

    for (const [type, email, field] of [
      ['newsletter', true, 'type'],
      ['payment_received', 'yes', 'email'],
    ] as const) {
      const refused = await setEmail(person.agent, type, email);
      expect(refused.status).toBe(422);
      const error = errorOf(refused.body);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.details?.map((detail) => detail.field)).toEqual([field]);
    }
    expect((await read()).payment_received).toBe(true);
    // Another person's choices are their own.
    const other = await confirmedUser(api);
    expect(create((await other.agent.get(path)).body, NotificationPreferencesResponse).email.payment_received).toBe(
      false,
    );
    expect((await api.agent().get(path)).status).toBe(401);
    expect((await setEmail(api.agent(), 'payment_received', true)).status).toBe(401);
  });
});
