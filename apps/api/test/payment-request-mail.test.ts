// A one-payment (dynamic) link is mailed to its recipient, over SMTP to a real server on
// loopback, in the language the form chose, else in its creator's; a refused request mails nothing.
import { apiRoutes, PaymentLink, Wallet } from '@meridian/contract';
import type { ParsedMail } from 'mailparser';
import { create } from 'superstruct';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, startApi, type TestApi } from './support/harness';
import { addressedTo, type Inbox } from './support/inbox';
import { createWorkspace, errorOf } from './support/workspaces';

let api: TestApi;
let inbox: Inbox;
beforeAll(async () => {
  api = await startApi({}, { smtp: true, rateLimit: (limit) => ({ ...limit, max: 10_000 }) });
  if (!api.inbox) throw new Error('no SMTP server');
  inbox = api.inbox;
});
afterAll(async () => {
  await api?.close();
});

/** A workspace whose owner uses the dashboard in Portuguese, with a payout wallet. */
async function portugueseMerchant() {
  const owner = await confirmedUser(api, { language: 'pt' });
  const company = await createWorkspace(owner.agent, { name: 'Torrefação Lumen' });
  const added = await owner.agent.post(apiRoutes.createWallet.path, {
    companyId: company.id,
    platform: 'moonbeam',
    ecosystem: 'evm',
    addresses: [privateKeyToAccount(generatePrivateKey()).address],
    metadata: { ui: { label: 'Main', colour: 'blue' } },
  });
  expect(added.status).toBe(201);
  return { owner, company, wallet: create(added.body, Wallet) };
}

type Merchant = Awaited<ReturnType<typeof portugueseMerchant>>;

const request = (m: Merchant, email: string, extra: object = {}) => ({
  companyId: m.company.id,
  recipientName: 'Ana Ruiz',
  recipientEmail: email,
  amount: '49.90',
  summary: 'Two bags of beans',
  environment: 'test',
  payoutWalletId: m.wallet.id,
  ...extra,
});

/** The one mail to `address`, once every delivery the server started is done. */
async function mailTo(address: string): Promise<ParsedMail> {
  await api.app.meridian.mailer.flush();
  return inbox.waitFor(addressedTo(address));
}

describe('a dynamic link mailed to its recipient', () => {
  it('arrives in the language the form chose, with the amount, what it is for and the link', async () => {
    const m = await portugueseMerchant();
    const created = await m.owner.agent.post(
      apiRoutes.createDynamicLink.path,
      request(m, 'ana@example.com', { recipientLanguage: 'es' }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const link = create(created.body, PaymentLink);
    const mail = await mailTo('ana@example.com');
    expect(mail.headers.get('content-language')).toBe('es');
    expect(mail.subject).toBe('Torrefação Lumen te pide un pago de 49,90\u00a0US$');
    expect(mail.text).toContain('Hola, Ana Ruiz:');
    expect(mail.text).toContain('«Torrefação Lumen» te pide un pago de 49,90\u00a0US$ por «Two bags of beans».');
    expect(mail.text).toContain(link.url);
    expect(mail.text).toContain('Es una solicitud de prueba');
    expect(mail.html).toContain(`lang="es"`);
  });

  it("arrives in its creator's language when the form names none", async () => {
    const m = await portugueseMerchant();
    const created = await m.owner.agent.post(apiRoutes.createDynamicLink.path, request(m, 'bruno@example.com'));
    expect(created.status).toBe(201);
    const mail = await mailTo('bruno@example.com');
    expect(mail.headers.get('content-language')).toBe('pt');
    expect(mail.subject).toBe('Torrefação Lumen pede a você um pagamento de US$\u00a049,90');
    expect(mail.text).toContain('Olá, Ana Ruiz!');
  });

  it('refuses a language the dashboard does not speak: 422 on the field, no link and no mail', async () => {
    const m = await portugueseMerchant();
    await api.app.meridian.mailer.flush();
    const before = inbox.received;
    const refused = await m.owner.agent.post(
      apiRoutes.createDynamicLink.path,
      request(m, 'carla@example.com', { recipientLanguage: 'de' }),
    );
    expect(refused.status).toBe(422);
    expect(errorOf(refused.body).details?.map((detail) => detail.field)).toEqual(['recipientLanguage']);
    const listed = await m.owner.agent.get(`${apiRoutes.listLinks.path}?companyId=${m.company.id}`);
    expect((listed.body as { total: number }).total).toBe(0);
    await api.app.meridian.mailer.flush();
    expect(inbox.since(before).filter(addressedTo('carla@example.com'))).toEqual([]);
  });
});
