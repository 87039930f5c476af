import { apiRoutes, VerifyWalletResponse, Wallet, WalletListResponse, type Network } from '@meridian/contract';
import { Keyring } from '@polkadot/keyring';
import { u8aToHex } from '@polkadot/util';
import { cryptoWaitReady } from '@polkadot/util-crypto';
import type { ParsedMail } from 'mailparser';
import { randomBytes } from 'node:crypto';
import { create } from 'superstruct';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, minutes, startApi, type Agent, type TestApi } from './support/harness';
import { addressedTo, type Inbox } from './support/inbox';
import { createWorkspace, errorOf, joinAs, path } from './support/workspaces';

let api: TestApi;
let inbox: Inbox;
beforeAll(async () => {
  await cryptoWaitReady();
  // Many workspaces are made here: the creation limits are lifted for this server. Mail goes
  // over SMTP to a server on loopback, as in production.
  api = await startApi({}, { smtp: true, rateLimit: (limit) => ({ ...limit, max: 10_000 }) });
  if (!api.inbox) throw new Error('no SMTP server');
  inbox = api.inbox;
});
afterAll(async () => {
  await api?.close();
});

// Alice's well-known development key: the same account as Polkadot (prefix 0) and Kusama (prefix 2).
const ALICE_POLKADOT = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';
const ALICE_KUSAMA = 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F';
const CHECKSUMMED = '0x52908400098527886E0F7030069857D2E4169EE7';

const walletBody = (companyId: string, platform: Network, address: string, label = 'Treasury') => ({
  companyId,
  platform,
  ecosystem: platform === 'moonbeam' ? 'evm' : 'substrate',
  addresses: [address],
  metadata: { ui: { label, colour: 'purple' } },
});

async function workspace(name = 'Lumen') {
  const owner = await confirmedUser(api);
  const company = await createWorkspace(owner.agent, { name });
  return { owner, company };
}

async function addWallet(agent: Agent, companyId: string, platform: Network, address: string) {
  const response = await agent.post(apiRoutes.createWallet.path, walletBody(companyId, platform, address));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return create(response.body, Wallet);
}

const randomEvmAddress = () => `0x${randomBytes(20).toString('hex')}`;
const verifyUrl = (id: string) => path(apiRoutes.verifyWallet.path, { id });

describe('addresses, checked per network', () => {
  it.each([
    ['moonbeam', CHECKSUMMED.toLowerCase(), CHECKSUMMED],
    ['moonbeam', CHECKSUMMED, CHECKSUMMED],
    ['moonbeam', `0x${CHECKSUMMED.slice(2).toUpperCase()}`, CHECKSUMMED],
    ['polkadot', ALICE_POLKADOT, ALICE_POLKADOT],
    ['kusama', ` ${ALICE_KUSAMA} `, ALICE_KUSAMA],
  ] as const)('%s accepts %s, stored as %s', async (platform, typed, stored) => {
    const { owner, company } = await workspace();
    const wallet = await addWallet(owner.agent, company.id, platform, typed);
    expect(wallet).toMatchObject({ platform, addresses: [stored], verified: false, companyId: company.id });
    const list = create(
      (await owner.agent.get(`${apiRoutes.listWallets.path}?companyId=${company.id}`)).body,
      WalletListResponse,
    );
    expect(list.wallets.map((entry) => entry.addresses[0])).toEqual([stored]);
  });

  it.each([
    ['moonbeam', '0x52908400098527886E0F7030069857D2E4169Ee7', 'checksum', /Moonbeam.*checksum/],
    ['moonbeam', ALICE_POLKADOT, 'wrong_network', /not a Moonbeam address/],
    ['moonbeam', '0x1234', 'invalid', /Not a Moonbeam address/],
    ['polkadot', ALICE_KUSAMA, 'wrong_network', /not a Polkadot address/],
    ['kusama', ALICE_POLKADOT, 'wrong_network', /not a Kusama address/],
    ['polkadot', CHECKSUMMED, 'wrong_network', /not a Polkadot address/],
    ['polkadot', `${ALICE_POLKADOT.slice(0, -1)}6`, 'checksum', /Polkadot.*checksum/],
    ['kusama', 'not an address at all', 'invalid', /Not a Kusama address/],
    ['polkadot', '', 'required', /required/],
  ] as const)('%s refuses %j (%s), naming the network', async (platform, typed, code, message) => {
    const { owner, company } = await workspace();
    const before = await api.counts();
    const response = await owner.agent.post(apiRoutes.createWallet.path, walletBody(company.id, platform, typed));
    expect(response.status).toBe(422);
    const [detail] = errorOf(response.body).details ?? [];
    expect(detail).toMatchObject({ field: 'addresses.0', code });
    expect(detail?.message).toMatch(message);
    expect(await api.counts()).toEqual(before);
  });

  it('refuses an ecosystem that is not the network’s, a missing label, another colour and unknown fields', async () => {
    const { owner, company } = await workspace();
    const mismatch = await owner.agent.post(apiRoutes.createWallet.path, {
      ...walletBody(company.id, 'polkadot', ALICE_POLKADOT),
      ecosystem: 'evm',
    });
    expect(errorOf(mismatch.body).details?.map((d) => [d.field, d.code])).toEqual([['ecosystem', 'invalid']]);
    const bad = await owner.agent.post(apiRoutes.createWallet.path, {
      ...walletBody(company.id, 'moonbeam', randomEvmAddress()),
      metadata: { ui: { label: '  ', colour: 'pink' } },
      admin: true,
    });
    expect(errorOf(bad.body).details?.map((d) => [d.field, d.code])).toEqual([
      ['metadata.ui.label', 'required'],
      ['metadata.ui.colour', 'invalid'],
      ['admin', 'unknown_field'],
    ]);
  });

  it('refuses the same address twice in a workspace (any spelling), not in another workspace', async () => {
    const { owner, company } = await workspace();
    await addWallet(owner.agent, company.id, 'moonbeam', CHECKSUMMED);
    const again = await owner.agent.post(
      apiRoutes.createWallet.path,
      walletBody(company.id, 'moonbeam', CHECKSUMMED.toLowerCase()),
    );
    expect(again.status).toBe(422);
    expect(errorOf(again.body).details?.map((d) => [d.field, d.code])).toEqual([['addresses.0', 'already_added']]);
    const other = await workspace('Other');
    await addWallet(other.owner.agent, other.company.id, 'moonbeam', CHECKSUMMED);
  });
});

describe('verification by signature', () => {
  async function challenge(agent: Agent, walletId: string) {
    const response = await agent.request('PATCH', verifyUrl(walletId), { json: {} });
    expect(response.status).toBe(200);
    const answer = create(response.body, VerifyWalletResponse);
    if (!answer.challenge) throw new Error('no challenge');
    return answer.challenge;
  }

  const sendSignature = (agent: Agent, walletId: string, signature: string) =>
    agent.request('PATCH', verifyUrl(walletId), { json: { signature } });

  it('verifies a Moonbeam wallet with an EIP-191 signature; the nonce works once', async () => {
    const { owner, company } = await workspace('Proof');
    const account = privateKeyToAccount(generatePrivateKey());
    const wallet = await addWallet(owner.agent, company.id, 'moonbeam', account.address.toLowerCase());
    const issued = await challenge(owner.agent, wallet.id);
    expect(issued.message).toContain(`Address: ${account.address}`);
    expect(issued.message).toContain('Workspace: Proof');
    expect(issued.message).toContain(`Nonce: ${issued.nonce}`);
    const lifetime = Date.parse(issued.expiresAt) - api.clock.now().getTime();
    expect(lifetime).toBeGreaterThan(minutes(10) - 5000);
    expect(lifetime).toBeLessThanOrEqual(minutes(10));

    // Another key signing the same message is refused, and the challenge stays open.
    const stranger = privateKeyToAccount(generatePrivateKey());
    const wrong = await sendSignature(owner.agent, wallet.id, await stranger.signMessage({ message: issued.message }));
    expect([wrong.status, errorOf(wrong.body).code]).toEqual([422, 'SIGNATURE_INVALID']);

    const signature = await account.signMessage({ message: issued.message });
    const good = await sendSignature(owner.agent, wallet.id, signature);
    expect(good.status).toBe(200);
    const answer = create(good.body, VerifyWalletResponse);
    expect(answer.challenge).toBeNull();
    expect(answer.wallet.verified).toBe(true);
    expect(answer.wallet.verifiedAt).not.toBeNull();

    const reused = await sendSignature(owner.agent, wallet.id, signature);
    expect([reused.status, errorOf(reused.body).code]).toEqual([410, 'CHALLENGE_EXPIRED']);
  });

  it('tells a workspace that another one proved an address it added, never which', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const first = await workspace('Prover');
    const proved = await addWallet(first.owner.agent, first.company.id, 'moonbeam', account.address);
    const issued = await challenge(first.owner.agent, proved.id);
    const signed = await sendSignature(
      first.owner.agent,
      proved.id,
      await account.signMessage({ message: issued.message }),
    );
    expect(signed.status).toBe(200);
    const second = await workspace('Latecomer');
    await addWallet(second.owner.agent, second.company.id, 'moonbeam', account.address);
    await addWallet(second.owner.agent, second.company.id, 'moonbeam', randomEvmAddress());
    const listed = async (agent: Agent, companyId: string) =>
      create((await agent.get(`${apiRoutes.listWallets.path}?companyId=${companyId}`)).body, WalletListResponse)
        .wallets;
    const theirs = await listed(second.owner.agent, second.company.id);
    expect(theirs.map((wallet) => [wallet.verified, wallet.provenElsewhere])).toEqual([
      [false, true],
      [false, false],
    ]);
    // Nothing in the answer names the workspace that proved it.
    expect(JSON.stringify(theirs)).not.toContain(first.company.id);
    // The prover's own wallet: nobody else proved the address.
    expect((await listed(first.owner.agent, first.company.id))[0]).toMatchObject({
      verified: true,
      provenElsewhere: false,
    });
  });

  it('refuses a signature after the 10 minutes, and an older challenge once a newer one is issued', async () => {
    const { owner, company } = await workspace();
    const account = privateKeyToAccount(generatePrivateKey());
    const wallet = await addWallet(owner.agent, company.id, 'moonbeam', account.address);
    const first = await challenge(owner.agent, wallet.id);
    api.clock.advance(minutes(10) + 1000);
    await owner.agent.post(apiRoutes.refreshSession.path);
    const late = await sendSignature(owner.agent, wallet.id, await account.signMessage({ message: first.message }));
    expect([late.status, errorOf(late.body).code]).toEqual([410, 'CHALLENGE_EXPIRED']);

    const second = await challenge(owner.agent, wallet.id);
    await challenge(owner.agent, wallet.id);
    const replaced = await sendSignature(
      owner.agent,
      wallet.id,
      await account.signMessage({ message: second.message }),
    );
    expect([replaced.status, errorOf(replaced.body).code]).toEqual([422, 'SIGNATURE_INVALID']);
    const list = create(
      (await owner.agent.get(`${apiRoutes.listWallets.path}?companyId=${company.id}`)).body,
      WalletListResponse,
    );
    expect(list.wallets[0]?.verified).toBe(false);
  });

  it.each([
    ['polkadot', 'sr25519', 0, false],
    ['kusama', 'ed25519', 2, false],
    ['polkadot', 'sr25519', 0, true],
    ['kusama', 'ed25519', 2, true],
  ] as const)(
    'verifies a %s wallet with an %s signature (wrapped in <Bytes>: %s)',
    async (network, type, ss58, wrap) => {
      const { owner, company } = await workspace();
      const keyring = new Keyring({ type, ss58Format: ss58 });
      const pair = keyring.addFromSeed(randomBytes(32));
      const wallet = await addWallet(owner.agent, company.id, network, pair.address);
      const issued = await challenge(owner.agent, wallet.id);
      const other = keyring.addFromSeed(randomBytes(32));
      const signed = wrap ? `<Bytes>${issued.message}</Bytes>` : issued.message;
      const wrong = await sendSignature(owner.agent, wallet.id, u8aToHex(other.sign(signed)));
      expect(errorOf(wrong.body).code).toBe('SIGNATURE_INVALID');
      const good = await sendSignature(owner.agent, wallet.id, u8aToHex(pair.sign(signed)));
      expect(good.status).toBe(200);
      expect(create(good.body, VerifyWalletResponse).wallet.verified).toBe(true);
    },
  );

  it('refuses junk signatures without an error of the server', async () => {
    const { owner, company } = await workspace();
    const wallet = await addWallet(owner.agent, company.id, 'polkadot', ALICE_POLKADOT);
    await challenge(owner.agent, wallet.id);
    for (const signature of ['0x', '0x1234', `0x${'ff'.repeat(64)}`]) {
      const response = await sendSignature(owner.agent, wallet.id, signature);
      expect([response.status, errorOf(response.body).code]).toEqual([422, 'SIGNATURE_INVALID']);
    }
    const notHex = await sendSignature(owner.agent, wallet.id, 'signed!');
    expect(notHex.status).toBe(422);
  });
});

/** Where the inbox stands once the mail sent so far (sign-ups, invitations) has arrived: a mark for `mailSince`. */
async function markInbox(): Promise<number> {
  await api.app.meridian.mailer.flush();
  return inbox.received;
}

/** The mail delivered since `mark`, once every delivery the server started is done. */
async function mailSince(mark: number): Promise<ParsedMail[]> {
  await api.app.meridian.mailer.flush();
  return inbox.since(mark);
}

/** The one mail of `mails` addressed to `address`, with its language (Content-Language). */
function onlyMailTo(mails: ParsedMail[], address: string) {
  const found = mails.filter(addressedTo(address));
  expect(found, `mail to ${address}`).toHaveLength(1);
  const [mail] = found as [ParsedMail];
  return { subject: mail.subject, text: mail.text ?? '', language: mail.headers.get('content-language') };
}

describe('payout address changes and removals', () => {
  async function team() {
    const { owner, company } = await workspace('Harbour');
    const second = await joinAs(api, owner.agent, company.id, 'owner', { language: 'fr' });
    const admin = await joinAs(api, owner.agent, company.id, 'admin');
    return { owner, second, admin, company };
  }

  type Team = Awaited<ReturnType<typeof team>>;

  /**
   * The mail since `mark`: one to each owner, in their language (the first in English, the
   * second in French) with these subjects, none to the admin.
   */
  async function ownersTold(mark: number, { owner, second, admin }: Team, subjects: { en: string; fr: string }) {
    const sent = await mailSince(mark);
    expect(sent).toHaveLength(2);
    expect(sent.filter(addressedTo(admin.body.email))).toEqual([]);
    const english = onlyMailTo(sent, owner.body.email);
    expect(english.language).toBe('en');
    expect(english.subject).toBe(subjects.en);
    const french = onlyMailTo(sent, second.body.email);
    expect(french.language).toBe('fr');
    expect(french.subject).toBe(subjects.fr);
    return { english, french };
  }

  it('asks for the password after 15 minutes, then mails every owner in their language', async () => {
    const members = await team();
    const { admin, company } = members;
    const wallet = await addWallet(admin.agent, company.id, 'moonbeam', randomEvmAddress());
    const label = await admin.agent.request('PATCH', path(apiRoutes.updateWallet.path, { id: wallet.id }), {
      json: { metadata: { ui: { label: 'Payouts', colour: 'black' } } },
    });
    expect(create(label.body, Wallet).metadata.ui).toEqual({ label: 'Payouts', colour: 'black' });

    api.clock.advance(minutes(16));
    await admin.agent.post(apiRoutes.refreshSession.path);
    const newAddress = privateKeyToAccount(generatePrivateKey()).address;
    const url = path(apiRoutes.updateWallet.path, { id: wallet.id });
    const mark = await markInbox();
    const without = await admin.agent.request('PATCH', url, { json: { address: newAddress } });
    expect([without.status, errorOf(without.body).code]).toEqual([403, 'REAUTHENTICATION_REQUIRED']);
    const wrong = await admin.agent.request('PATCH', url, { json: { address: newAddress, password: 'wrong one' } });
    expect([wrong.status, errorOf(wrong.body).code]).toEqual([403, 'REAUTHENTICATION_REQUIRED']);
    // A refused change tells nobody.
    expect(await mailSince(mark)).toEqual([]);

    const right = await admin.agent.request('PATCH', url, {
      json: { address: newAddress.toLowerCase(), password: admin.body.password },
    });
    expect(right.status).toBe(200);
    expect(create(right.body, Wallet)).toMatchObject({ addresses: [newAddress], verified: false });

    // One mail per owner, each in their language; the admin who made the change gets none.
    const { english, french } = await ownersTold(mark, members, {
      en: 'The payout address of a wallet of Harbour changed',
      fr: 'L’adresse de versement d’un portefeuille de Harbour a changé',
    });
    expect(english.text).toContain(
      `“${admin.body.username}” changed the payout address of the Moonbeam wallet “Payouts” in the workspace “Harbour”.`,
    );
    expect(english.text).toContain(`Previous address: ${wallet.addresses[0]}`);
    expect(english.text).toContain(`New address: ${newAddress}`);
    expect(french.text).toContain(admin.body.username);
    expect(french.text).toContain(`Adresse précédente\u00a0: ${wallet.addresses[0]}`);
    expect(french.text).toContain(`Nouvelle adresse\u00a0: ${newAddress}`);
  });

  it('changes the address without the password within 15 minutes of the login', async () => {
    const { owner, company } = await workspace();
    const wallet = await addWallet(owner.agent, company.id, 'kusama', ALICE_KUSAMA);
    const response = await owner.agent.request('PATCH', path(apiRoutes.updateWallet.path, { id: wallet.id }), {
      json: { address: ALICE_POLKADOT },
    });
    expect(response.status).toBe(422);
    expect(errorOf(response.body).details?.map((d) => [d.field, d.code])).toEqual([['address', 'wrong_network']]);
    const pair = new Keyring({ type: 'sr25519', ss58Format: 2 }).addFromSeed(randomBytes(32));
    const changed = await owner.agent.request('PATCH', path(apiRoutes.updateWallet.path, { id: wallet.id }), {
      json: { address: pair.address },
    });
    expect(create(changed.body, Wallet).addresses).toEqual([pair.address]);
  });

  it('refuses to remove a wallet active or disabled links pay to, naming them; archived ones ask for the password', async () => {
    const members = await team();
    const { owner, company } = members;
    const wallet = await addWallet(owner.agent, company.id, 'moonbeam', randomEvmAddress());
    const link = (name: string) =>
      owner.agent.post(apiRoutes.createStaticLink.path, {
        companyId: company.id,
        type: 'static',
        name,
        amount: '10',
        environment: 'test',
        payoutWalletId: wallet.id,
      });
    const first = (await link('Coffee')).body as { id: string };
    const tea = (await link('Tea')).body as { id: string };
    await owner.agent.request('PATCH', path(apiRoutes.changeLinkStatus.path, { id: tea.id }), {
      json: { status: 'disabled' },
    });
    const url = path(apiRoutes.deleteWallet.path, { id: wallet.id });
    const before = await api.counts();
    const refused = await owner.agent.request('DELETE', url, { json: { companyId: company.id } });
    expect(refused.status).toBe(409);
    const error = errorOf(refused.body);
    expect(error.code).toBe('WALLET_IN_USE');
    expect(error.links).toEqual([
      { id: first.id, name: 'Coffee', status: 'active' },
      { id: tea.id, name: 'Tea', status: 'disabled' },
    ]);
    expect(error.message).toContain('Coffee, Tea');
    expect(await api.counts()).toEqual(before);

    for (const id of [first.id, tea.id]) {
      await owner.agent.request('PATCH', path(apiRoutes.changeLinkStatus.path, { id }), {
        json: { status: 'archived' },
      });
    }
    api.clock.advance(minutes(16));
    await owner.agent.post(apiRoutes.refreshSession.path);
    const mark = await markInbox();
    const without = await owner.agent.request('DELETE', url, { json: { companyId: company.id } });
    expect(errorOf(without.body).code).toBe('REAUTHENTICATION_REQUIRED');
    expect(await mailSince(mark)).toEqual([]);
    const removed = await owner.agent.request('DELETE', url, {
      json: { companyId: company.id, password: owner.body.password },
    });
    expect(removed.body).toEqual({ ok: true });
    // Both owners are told, the one who removed it included; the admin is not.
    const { english, french } = await ownersTold(mark, members, {
      en: 'A wallet of Harbour was removed',
      fr: 'Un portefeuille de Harbour a été supprimé',
    });
    expect(english.text).toContain(
      `“${owner.body.username}” removed the Moonbeam wallet “Treasury” from the workspace “Harbour”.`,
    );
    expect(english.text).toContain(`Address: ${wallet.addresses[0]}`);
    expect(french.text).toContain(owner.body.username);
    const archived = await owner.agent.get(path(apiRoutes.getLink.path, { id: first.id }));
    expect(archived.body).toMatchObject({ status: 'archived', payoutWalletId: null });
  });

  it('removes a wallet no link ever paid to at once, without mail', async () => {
    const { owner, company } = await workspace();
    const wallet = await addWallet(owner.agent, company.id, 'moonbeam', randomEvmAddress());
    api.clock.advance(minutes(16));
    await owner.agent.post(apiRoutes.refreshSession.path);
    const mark = await markInbox();
    const removed = await owner.agent.request('DELETE', path(apiRoutes.deleteWallet.path, { id: wallet.id }), {
      json: { companyId: company.id },
    });
    expect(removed.status).toBe(200);
    expect(await mailSince(mark)).toEqual([]);
  });
});

describe("another workspace's wallets", () => {
  it('answer 404 through workspace A, whatever the route', async () => {
    const a = await workspace('A');
    const b = await workspace('B');
    const walletOfB = await addWallet(b.owner.agent, b.company.id, 'moonbeam', randomEvmAddress());
    const agent = a.owner.agent;
    const calls = [
      agent.request('PATCH', path(apiRoutes.updateWallet.path, { id: walletOfB.id }), {
        json: { metadata: { ui: { label: 'Mine', colour: 'red' } } },
      }),
      agent.request('PATCH', verifyUrl(walletOfB.id), { json: {} }),
      agent.request('DELETE', path(apiRoutes.deleteWallet.path, { id: walletOfB.id }), {
        json: { companyId: a.company.id },
      }),
      agent.post(apiRoutes.createStaticLink.path, {
        companyId: a.company.id,
        type: 'static',
        amount: '5',
        environment: 'test',
        payoutWalletId: walletOfB.id,
      }),
    ];
    const [update, verify, remove, link] = await Promise.all(calls);
    for (const response of [update, verify, remove]) {
      expect([response?.status, errorOf(response?.body).code]).toEqual([404, 'NOT_FOUND']);
    }
    expect(errorOf(link?.body).details?.map((d) => [d.field, d.code])).toEqual([['payoutWalletId', 'invalid']]);
    const still = create(
      (await b.owner.agent.get(`${apiRoutes.listWallets.path}?companyId=${b.company.id}`)).body,
      WalletListResponse,
    );
    expect(still.wallets[0]?.metadata.ui.label).toBe('Treasury');
  });

  it('refuses a list without a workspace, or with junk in the query', async () => {
    const a = await workspace();
    expect((await a.owner.agent.get(apiRoutes.listWallets.path)).status).toBe(404);
    const extra = await a.owner.agent.get(`${apiRoutes.listWallets.path}?companyId=${a.company.id}&x=1`);
    expect(errorOf(extra.body).details?.map((d) => [d.field, d.code])).toEqual([['x', 'unknown_field']]);
  });
});
