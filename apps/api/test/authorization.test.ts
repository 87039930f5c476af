import { apiRoutes, CompanyInvite, type ApiRouteName } from '@meridian/contract';
import { randomBytes, randomUUID } from 'node:crypto';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { companies, payments, wallets } from '../src/db/schema';
import { startFakeSquarespace, type FakeSquarespace } from './support/fake-squarespace';
import { customer } from './support/paid';
import {
  confirmedUser,
  DASHBOARD_ORIGIN,
  signupBody,
  startApi,
  type Agent,
  type ApiResponse,
  type TestApi,
} from './support/harness';
import {
  companyBody,
  createWorkspace,
  errorOf,
  invite,
  joinAs,
  path,
  startDnsServer,
  type TxtRecords,
} from './support/workspaces';

// Every workspace route, and the account's own routes, called by each kind of caller: the
// expected statuses are written out by hand (the role matrix of docs/product.md), not computed
// from the contract's `can()`.

const CALLERS = ['owner', 'admin', 'developer', 'viewer', 'outsider', 'anonymous'] as const;
type Caller = (typeof CALLERS)[number];
type Row = Record<Caller, number>;

/** Columns: owner, admin, developer, viewer of workspace A; owner of workspace B only; signed out. */
const row = (owner: number, admin: number, developer: number, viewer: number, outsider: number): Row => ({
  owner,
  admin,
  developer,
  viewer,
  outsider,
  anonymous: 401,
});

const EXPECTED = {
  userCompanies: row(200, 200, 200, 200, 200),
  createCompany: row(201, 201, 201, 201, 201),
  getCompany: row(200, 200, 200, 200, 404),
  updateCompany: row(200, 200, 403, 403, 404),
  sendEmailVerificationLink: row(200, 200, 403, 403, 404),
  verifyEmail: row(200, 200, 403, 403, 404),
  verifyDomainName: row(200, 200, 403, 403, 404),
  companyVerification: row(200, 200, 200, 200, 404),
  verifyIdentity: row(201, 201, 403, 403, 404),
  verifyBusiness: row(201, 201, 403, 403, 404),
  verifyBusinessEnhanced: row(201, 201, 403, 403, 404),
  verificationHandoff: row(201, 201, 403, 403, 404),
  listMembers: row(200, 200, 200, 200, 404),
  removeMember: row(200, 200, 403, 403, 404),
  setPrivilege: row(200, 200, 403, 403, 404),
  listInvites: row(200, 200, 200, 200, 404),
  createInvite: row(201, 201, 403, 403, 404),
  rescindInvite: row(200, 200, 403, 403, 404),
  userInvites: row(200, 200, 200, 200, 200),
  // Someone else's invitation: nobody can answer it.
  acceptInvite: row(404, 404, 404, 404, 404),
  refuseInvite: row(404, 404, 404, 404, 404),
  // The account's own routes: any signed-in person, whatever their roles.
  userInfo: row(200, 200, 200, 200, 200),
  refreshStorageLinks: row(200, 200, 200, 200, 200),
  sendPhoneCode: row(200, 200, 200, 200, 200),
  // Wallets: everyone reads; owners and admins manage.
  listWallets: row(200, 200, 200, 200, 404),
  createWallet: row(201, 201, 403, 403, 404),
  updateWallet: row(200, 200, 403, 403, 404),
  deleteWallet: row(200, 200, 403, 403, 404),
  verifyWallet: row(200, 200, 403, 403, 404),
  // Payment links: everyone reads; owners, admins and developers manage.
  listLinks: row(200, 200, 200, 200, 404),
  listStaticLinks: row(200, 200, 200, 200, 404),
  getLink: row(200, 200, 200, 200, 404),
  getStaticLink: row(200, 200, 200, 200, 404),
  getDynamicLink: row(200, 200, 200, 200, 404),
  createStaticLink: row(201, 201, 201, 403, 404),
  createDynamicLink: row(201, 201, 201, 403, 404),
  updateStaticLink: row(200, 200, 200, 403, 404),
  changeLinkStatus: row(200, 200, 200, 403, 404),
  // Payments: everyone reads; owners, admins and developers assign unmatched ones.
  listPayments: row(200, 200, 200, 200, 404),
  listUnmatchedPayments: row(200, 200, 200, 200, 404),
  listLinkPayments: row(200, 200, 200, 200, 404),
  getPayment: row(200, 200, 200, 200, 404),
  listAssignableSessions: row(200, 200, 200, 200, 404),
  assignPayment: row(200, 200, 200, 403, 404),
  // Refunds: everyone reads them; owners, admins and developers make and move them.
  listPaymentRefunds: row(200, 200, 200, 200, 404),
  createRefund: row(201, 201, 201, 403, 404),
  getRefund: row(200, 200, 200, 200, 404),
  cancelRefund: row(200, 200, 200, 403, 404),
  markRefundSent: row(200, 200, 200, 403, 404),
  createRefundPayerLink: row(200, 200, 200, 403, 404),
  // Cards and bank transfers: everyone reads the setting; owners and admins turn it on or off.
  getCompanyOnramp: row(200, 200, 200, 200, 404),
  updateCompanyOnramp: row(200, 200, 403, 403, 404),
  getLinkOnramp: row(200, 200, 200, 200, 404),
  updateLinkOnramp: row(200, 200, 403, 403, 404),
  // The event stream: every member reads it. Notifications: each signed-in person their own.
  listEvents: row(200, 200, 200, 200, 404),
  listNotifications: row(200, 200, 200, 200, 200),
  markNotificationsRead: row(200, 200, 200, 200, 200),
  // The dashboard's figures and the payments' export: every member reads them.
  dashboardRevenue: row(200, 200, 200, 200, 404),
  dashboardRecentPayments: row(200, 200, 200, 200, 404),
  exportPayments: row(200, 200, 200, 200, 404),
  // Billing and customers: every member reads them; owners and admins erase a customer.
  billing: row(200, 200, 200, 200, 404),
  billingStatement: row(200, 200, 200, 200, 404),
  billingStatementCsv: row(200, 200, 200, 200, 404),
  listCustomers: row(200, 200, 200, 200, 404),
  exportCustomers: row(200, 200, 200, 200, 404),
  customer: row(200, 200, 200, 200, 404),
  eraseCustomer: row(200, 200, 403, 403, 404),
  // Webhooks: everyone reads; owners, admins and developers manage.
  listWebhookEndpoints: row(200, 200, 200, 200, 404),
  createWebhookEndpoint: row(201, 201, 201, 403, 404),
  updateWebhookEndpoint: row(200, 200, 200, 403, 404),
  deleteWebhookEndpoint: row(200, 200, 200, 403, 404),
  rotateWebhookSecret: row(200, 200, 200, 403, 404),
  sendWebhookTest: row(201, 201, 201, 403, 404),
  replayWebhooks: row(200, 200, 200, 403, 404),
  sendPendingWebhooks: row(200, 200, 200, 403, 404),
  listWebhookDeliveries: row(200, 200, 200, 200, 404),
  getWebhookDelivery: row(200, 200, 200, 200, 404),
  redeliverWebhook: row(200, 200, 200, 403, 404),
  // API keys: everyone sees the list (never a secret); owners, admins and developers manage.
  listApiKeys: row(200, 200, 200, 200, 404),
  createApiKey: row(201, 201, 201, 403, 404),
  updateApiKey: row(200, 200, 200, 403, 404),
  revokeApiKey: row(200, 200, 200, 403, 404),
  // Integrations: everyone reads; owners, admins and developers manage.
  listIntegrations: row(200, 200, 200, 200, 404),
  createIntegration: row(201, 201, 201, 403, 404),
  deleteIntegration: row(200, 200, 200, 403, 404),
  createSquarespace: row(201, 201, 201, 403, 404),
  getSquarespace: row(200, 200, 200, 200, 404),
  updateSquarespace: row(200, 200, 200, 403, 404),
  verifySquarespace: row(200, 200, 200, 403, 404),
  syncSquarespace: row(200, 200, 200, 403, 404),
  issueWooCommerceCode: row(200, 200, 200, 403, 404),
  updateWooCommerce: row(200, 200, 200, 403, 404),
  checkWooCommerce: row(200, 200, 200, 200, 404),
} satisfies Partial<Record<ApiRouteName, Row>>;
type RouteName = keyof typeof EXPECTED;

const records: TxtRecords = new Map();
let dnsServer: Awaited<ReturnType<typeof startDnsServer>>;
let squarespaceFake: FakeSquarespace;
let api: TestApi;
let agents: Record<Caller, Agent>;
let companyA: string;
let companyB: string;
let ownerB: Agent;
let walletA: string;
let staticLinkA: string;
let dynamicLinkA: string;
let linkStatus: 'active' | 'disabled' = 'active';
let endpointA: string;
let deliveryA: string;
let sequence = 0;
const fresh = (label: string) => `${label}-${Date.now().toString(36)}-${(sequence += 1)}@example.com`;

beforeAll(async () => {
  dnsServer = await startDnsServer(records);
  squarespaceFake = await startFakeSquarespace();
  squarespaceFake.keys.set(SQUARESPACE_KEY, { products: true, orders: true });
  // Webhook endpoints on loopback (a port where nothing listens): no delivery leaves the machine.
  api = await startApi({
    DNS_SERVERS: dnsServer.address,
    WEBHOOK_ALLOW_PRIVATE_URLS: '1',
    SQUARESPACE_API_URL: squarespaceFake.url,
  });
  const owner = await confirmedUser(api);
  const a = await createWorkspace(owner.agent, {
    name: 'Workspace A',
    websiteUrl: 'authz-a.example',
  });
  companyA = a.id;
  walletA = await addWallet(owner.agent, companyA);
  staticLinkA = await addLink(owner.agent, apiRoutes.createStaticLink.path, {
    companyId: companyA,
    type: 'static',
    amount: '25.00',
    environment: 'test',
    payoutWalletId: walletA,
  });
  dynamicLinkA = await addLink(owner.agent, apiRoutes.createDynamicLink.path, {
    companyId: companyA,
    recipientName: 'Grace Hopper',
    recipientEmail: 'grace@example.com',
    amount: '80.00',
    summary: 'Consulting, June',
    environment: 'test',
    payoutWalletId: walletA,
  });
  records.set('authz-a.example', [[`meridian-verification=${a.domainVerification?.token ?? ''}`]]);
  await owner.agent.request('PATCH', path(apiRoutes.updateCompany.path, { id: companyA }), {
    json: { email: 'finance@authz-a.example' },
  });
  const admin = await joinAs(api, owner.agent, companyA, 'admin');
  const developer = await joinAs(api, owner.agent, companyA, 'developer');
  const viewer = await joinAs(api, owner.agent, companyA, 'viewer');
  const outsider = await confirmedUser(api);
  companyB = (await createWorkspace(outsider.agent, { name: 'Workspace B' })).id;
  ownerB = outsider.agent;
  endpointA = await addWebhook(owner.agent);
  const test = await owner.agent.post(path(apiRoutes.sendWebhookTest.path, { id: companyA, endpointId: endpointA }));
  expect(test.status).toBe(201);
  deliveryA = (test.body as { id: string }).id;
  agents = {
    owner: owner.agent,
    admin: admin.agent,
    developer: developer.agent,
    viewer: viewer.agent,
    outsider: outsider.agent,
    anonymous: api.agent(),
  };
});

afterAll(async () => {
  await api?.close();
  await dnsServer?.close();
  await squarespaceFake?.close();
});

const webhookBody = { url: 'http://127.0.0.1:9/hooks', eventTypes: ['checkout.paid'], mode: 'test' };

/** A new webhook endpoint of workspace A, added by its owner: its id. */
async function addWebhook(owner: Agent): Promise<string> {
  const response = await owner.post(path(apiRoutes.createWebhookEndpoint.path, { id: companyA }), webhookBody);
  expect(response.status).toBe(201);
  return (response.body as { endpoint: { id: string } }).endpoint.id;
}

/** A new Moonbeam address (lower case, as a person may type it). */
const moonbeamAddress = () => `0x${randomBytes(20).toString('hex')}`;

function walletBody(companyId: string) {
  return {
    companyId,
    platform: 'moonbeam',
    ecosystem: 'evm',
    addresses: [moonbeamAddress()],
    metadata: { ui: { label: 'Treasury', colour: 'blue' } },
  };
}

/** A new wallet of the workspace, added by its owner: its id. */
async function addWallet(owner: Agent, companyId: string): Promise<string> {
  const response = await owner.post(apiRoutes.createWallet.path, walletBody(companyId));
  expect(response.status).toBe(201);
  return (response.body as { id: string }).id;
}

async function addLink(owner: Agent, url: string, body: unknown): Promise<string> {
  const response = await owner.post(url, body);
  expect(response.status).toBe(201);
  return (response.body as { id: string }).id;
}

const PASSWORD = 'correct horse battery';
const apiKeyBody = { label: 'Shop', mode: 'test', scopes: ['checkouts:write'], password: PASSWORD };

/** A new API key of workspace A, made by its owner: its id. */
async function apiKeyOfA(): Promise<string> {
  const response = await agents.owner.post(path(apiRoutes.createApiKey.path, { id: companyA }), apiKeyBody);
  if (response.status !== 201) throw new Error(`api key: ${response.status} ${JSON.stringify(response.body)}`);
  return (response.body as { apiKey: { id: string } }).apiKey.id;
}

const SQUARESPACE_KEY = 'sq-authorization-key';
let squarespaceA: string | null = null;

/** Workspace A's Squarespace integration (made by its owner when there is none). */
async function squarespace(): Promise<string> {
  if (squarespaceA) return squarespaceA;
  const response = await agents.owner.post(apiRoutes.createSquarespace.path, { companyId: companyA });
  expect(response.status).toBe(201);
  squarespaceA = (response.body as { id: string }).id;
  return squarespaceA;
}

let wooCommerceA: string | null = null;

/** Workspace A's WooCommerce integration (made by its owner when there is none). */
async function wooCommerce(): Promise<string> {
  if (wooCommerceA) return wooCommerceA;
  const response = await agents.owner.post(apiRoutes.createIntegration.path, {
    companyId: companyA,
    provider: 'woocommerce',
  });
  expect(response.status).toBe(201);
  wooCommerceA = (response.body as { id: string }).id;
  return wooCommerceA;
}

async function removeIntegration(id: string) {
  const response = await agents.owner.request(
    'DELETE',
    path(apiRoutes.deleteIntegration.path, { companyId: companyA, id }),
  );
  expect(response.status).toBe(200);
}

/** Keeps every session fresh while the tests move the clock (cooldowns). */
async function refreshAll() {
  for (const caller of CALLERS) if (caller !== 'anonymous') await agents[caller].post(apiRoutes.refreshSession.path);
}

/** A company e-mail link for workspace A (sent by its owner a minute after the previous one). */
async function emailToken(): Promise<string> {
  api.clock.advance(61_000);
  await refreshAll();
  const sent = await agents.owner.post(path(apiRoutes.sendEmailVerificationLink.path, { id: companyA }));
  expect(sent.status).toBe(200);
  const mail = await api.lastMail('finance@authz-a.example', 'company-email-verification');
  const token = /[?&]token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('no token in the mail');
  return token;
}

let removable: string | undefined;
/** A viewer of A that a call may remove (a new one once the previous was removed). */
async function removableMember(): Promise<string> {
  removable ??= (await joinAs(api, agents.owner, companyA, 'viewer')).memberId;
  return removable;
}

let target: { memberId: string; privilege: 'viewer' | 'developer' } | undefined;

/**
 * An unmatched payment that workspace A sees (to the address of its link's wallet, which it
 * proved) and the session of its dynamic link to assign it to. The transfer is written as the
 * chain watcher records one (this server watches no chain), and the wallet's proof as a signature
 * leaves it.
 */
/** A customer of workspace A, as a payer's details make one. */
async function newCustomer(): Promise<string> {
  return customer(api, companyA, { email: `${randomUUID()}@example.com` });
}

async function unmatchedPayment(): Promise<{ paymentId: string; sessionId: string }> {
  const link = (await agents.owner.get(path(apiRoutes.getLink.path, { id: dynamicLinkA }))).body as { slug: string };
  const opened = await api
    .agent({
      origin: DASHBOARD_ORIGIN,
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': `203.0.113.${(sequence += 1) % 250}`,
    })
    .post(path(apiRoutes.openCheckoutSession.path, { slug: link.slug }), { token: 'DEV' });
  expect(opened.status).toBe(201);
  const session = opened.body as { id: string; payTo: string };
  const paymentId = randomUUID();
  const db = api.app.meridian.database.db;
  await db
    .update(wallets)
    .set({ verifiedAt: api.clock.now() })
    .where(and(eq(wallets.companyId, companyA), eq(wallets.address, session.payTo)));
  await db.insert(payments).values({
    id: paymentId,
    companyId: null,
    sessionId: null,
    environment: 'test',
    chainId: 1287,
    txHash: `0x${randomBytes(32).toString('hex')}`,
    logIndex: -1,
    blockNumber: 1n,
    blockHash: `0x${randomBytes(32).toString('hex')}`,
    fromAddress: moonbeamAddress(),
    toAddress: session.payTo,
    tokenSymbol: 'DEV',
    tokenAddress: null,
    tokenDecimals: 18,
    amount: '1000',
    state: 'pending',
    match: null,
    detectedAt: api.clock.now(),
    confirmedAt: null,
    revertedAt: null,
  });
  return { paymentId, sessionId: session.id };
}

/** A confirmed payment of workspace A's checkout, which a refund can be made of. */
async function refundablePayment(): Promise<string> {
  const { paymentId, sessionId } = await unmatchedPayment();
  await api.app.meridian.database.db
    .update(payments)
    .set({ companyId: companyA, sessionId, match: 'marked', state: 'confirmed', confirmedAt: api.clock.now() })
    .where(eq(payments.id, paymentId));
  return paymentId;
}

/** A new refund of a new payment, made by the owner: waiting for the payer's address, or ready to send to `address`. */
async function newRefund(address?: string): Promise<string> {
  const paymentId = await refundablePayment();
  const made = await agents.owner.post(
    path(apiRoutes.createRefund.path, { id: paymentId }),
    address ? { address } : {},
  );
  expect(made.status).toBe(201);
  return (made.body as { refund: { id: string } }).refund.id;
}

/** How each route is called with a request that would succeed for an allowed caller. */
const CALLS: Record<RouteName, (agent: Agent) => Promise<ApiResponse>> = {
  userCompanies: (agent) => agent.get(apiRoutes.userCompanies.path),
  createCompany: (agent) => agent.post(apiRoutes.createCompany.path, companyBody({ name: 'Another one' })),
  getCompany: (agent) => agent.get(path(apiRoutes.getCompany.path, { id: companyA })),
  updateCompany: (agent) =>
    agent.request('PATCH', path(apiRoutes.updateCompany.path, { id: companyA }), {
      json: { legalName: 'Workspace A Ltd' },
    }),
  sendEmailVerificationLink: async (agent) => {
    api.clock.advance(61_000);
    await refreshAll();
    return agent.post(path(apiRoutes.sendEmailVerificationLink.path, { id: companyA }));
  },
  verifyEmail: async (agent) =>
    agent.post(path(apiRoutes.verifyEmail.path, { id: companyA, token: await emailToken() })),
  verifyDomainName: (agent) => agent.post(path(apiRoutes.verifyDomainName.path, { id: companyA })),
  companyVerification: (agent) => agent.get(path(apiRoutes.companyVerification.path, { id: companyA })),
  verifyIdentity: (agent) => agent.post(path(apiRoutes.verifyIdentity.path, { id: companyA }), {}),
  verifyBusiness: (agent) =>
    agent.post(path(apiRoutes.verifyBusiness.path, { id: companyA }), { legalName: 'Workspace A Ltd', country: 'PT' }),
  verifyBusinessEnhanced: async (agent) => {
    // Gold needs Silver first: A is Silver for this call only.
    const db = api.app.meridian.database.db;
    await db.update(companies).set({ verifiedTier: 'silver' }).where(eq(companies.id, companyA));
    try {
      return await agent.post(path(apiRoutes.verifyBusinessEnhanced.path, { id: companyA }), {
        registrationNumber: 'PT 509 000 001',
        country: 'PT',
      });
    } finally {
      await db.update(companies).set({ verifiedTier: null }).where(eq(companies.id, companyA));
    }
  },
  verificationHandoff: async (agent) => {
    // An open request of A (the sandbox provider of this server), started by its owner.
    const started = await agents.owner.post(path(apiRoutes.verifyIdentity.path, { id: companyA }), {});
    const { verification } = started.body as { verification: { id: string } };
    return agent.post(path(apiRoutes.verificationHandoff.path, { id: companyA, verificationId: verification.id }), {});
  },
  listMembers: (agent) => agent.get(path(apiRoutes.listMembers.path, { id: companyA })),
  removeMember: async (agent) => {
    const memberId = await removableMember();
    const response = await agent.request('DELETE', path(apiRoutes.removeMember.path, { id: companyA, memberId }));
    if (response.status === 200) removable = undefined;
    return response;
  },
  setPrivilege: async (agent) => {
    target ??= { memberId: (await joinAs(api, agents.owner, companyA, 'viewer')).memberId, privilege: 'viewer' };
    const privilege = target.privilege === 'viewer' ? 'developer' : 'viewer';
    const response = await agent.request('PATCH', path(apiRoutes.setPrivilege.path, { id: companyA }), {
      json: { memberId: target.memberId, privilege },
    });
    if (response.status === 200) target.privilege = privilege;
    return response;
  },
  listInvites: (agent) => agent.get(path(apiRoutes.listInvites.path, { id: companyA })),
  createInvite: (agent) =>
    agent.post(path(apiRoutes.createInvite.path, { id: companyA }), { email: fresh('invitee'), privilege: 'viewer' }),
  rescindInvite: async (agent) => {
    const email = fresh('rescind');
    await invite(agents.owner, companyA, email, 'viewer');
    return agent.request('PATCH', path(apiRoutes.rescindInvite.path, { id: companyA }), { json: { email } });
  },
  userInvites: (agent) => agent.get(apiRoutes.userInvites.path),
  acceptInvite: async (agent) => {
    const sent = await invite(agents.owner, companyA, fresh('someone-else'), 'viewer');
    return agent.request('PATCH', apiRoutes.acceptInvite.path, { json: { inviteId: sent.id } });
  },
  refuseInvite: async (agent) => {
    const sent = await invite(agents.owner, companyA, fresh('someone-else'), 'viewer');
    return agent.request('PATCH', apiRoutes.refuseInvite.path, { json: { inviteId: sent.id } });
  },
  userInfo: (agent) => agent.get(apiRoutes.userInfo.path),
  refreshStorageLinks: (agent) => agent.get(apiRoutes.refreshStorageLinks.path),
  // Texts go to the development outbox here; one per caller, within the minute's cooldown.
  sendPhoneCode: (agent) =>
    agent.post(apiRoutes.sendPhoneCode.path, {
      phone: `+351 91${String((sequence += 1) % 1000).padStart(3, '0')} 0000`,
    }),
  listWallets: (agent) => agent.get(`${apiRoutes.listWallets.path}?companyId=${companyA}`),
  createWallet: (agent) => agent.post(apiRoutes.createWallet.path, walletBody(companyA)),
  updateWallet: (agent) =>
    agent.request('PATCH', path(apiRoutes.updateWallet.path, { id: walletA }), {
      json: { metadata: { ui: { label: `Treasury ${(sequence += 1)}`, colour: 'green' } } },
    }),
  deleteWallet: async (agent) => {
    const id = await addWallet(agents.owner, companyA);
    return agent.request('DELETE', path(apiRoutes.deleteWallet.path, { id }), { json: { companyId: companyA } });
  },
  verifyWallet: (agent) => agent.request('PATCH', path(apiRoutes.verifyWallet.path, { id: walletA }), { json: {} }),
  listLinks: (agent) => agent.get(`${apiRoutes.listLinks.path}?companyId=${companyA}`),
  listStaticLinks: (agent) => agent.get(`${apiRoutes.listStaticLinks.path}?companyId=${companyA}`),
  getLink: (agent) => agent.get(path(apiRoutes.getLink.path, { id: dynamicLinkA })),
  getStaticLink: (agent) => agent.get(path(apiRoutes.getStaticLink.path, { id: staticLinkA })),
  getDynamicLink: (agent) => agent.get(path(apiRoutes.getDynamicLink.path, { id: dynamicLinkA })),
  createStaticLink: (agent) =>
    agent.post(apiRoutes.createStaticLink.path, {
      companyId: companyA,
      type: 'donation',
      suggestedAmounts: ['5', '10'],
      environment: 'test',
      payoutWalletId: walletA,
    }),
  createDynamicLink: (agent) =>
    agent.post(apiRoutes.createDynamicLink.path, {
      companyId: companyA,
      recipientName: 'Ada',
      recipientEmail: 'ada@example.com',
      amount: '12.50',
      summary: 'A book',
      environment: 'test',
      payoutWalletId: walletA,
    }),
  updateStaticLink: (agent) =>
    agent.request('PATCH', path(apiRoutes.updateStaticLink.path, { id: staticLinkA }), {
      json: { message: `Thank you ${(sequence += 1)}` },
    }),
  changeLinkStatus: async (agent) => {
    const status = linkStatus === 'active' ? 'disabled' : 'active';
    const response = await agent.request('PATCH', path(apiRoutes.changeLinkStatus.path, { id: staticLinkA }), {
      json: { status },
    });
    if (response.status === 200) linkStatus = status;
    return response;
  },
  listPayments: (agent) => agent.get(`${apiRoutes.listPayments.path}?companyId=${companyA}`),
  listUnmatchedPayments: (agent) => agent.get(`${apiRoutes.listUnmatchedPayments.path}?companyId=${companyA}`),
  listLinkPayments: (agent) => agent.get(path(apiRoutes.listLinkPayments.path, { id: staticLinkA })),
  listAssignableSessions: (agent) => agent.get(`${apiRoutes.listAssignableSessions.path}?companyId=${companyA}`),
  getPayment: async (agent) => {
    const { paymentId, sessionId } = await unmatchedPayment();
    await api.app.meridian.database.db
      .update(payments)
      .set({ companyId: companyA, sessionId, match: 'marked' })
      .where(eq(payments.id, paymentId));
    return agent.get(path(apiRoutes.getPayment.path, { id: paymentId }));
  },
  assignPayment: async (agent) => {
    const { paymentId, sessionId } = await unmatchedPayment();
    return agent.post(path(apiRoutes.assignPayment.path, { id: paymentId }), { companyId: companyA, sessionId });
  },
  listPaymentRefunds: async (agent) =>
    agent.get(path(apiRoutes.listPaymentRefunds.path, { id: await refundablePayment() })),
  createRefund: async (agent) => agent.post(path(apiRoutes.createRefund.path, { id: await refundablePayment() }), {}),
  getRefund: async (agent) => agent.get(path(apiRoutes.getRefund.path, { id: await newRefund() })),
  cancelRefund: async (agent) => agent.post(path(apiRoutes.cancelRefund.path, { id: await newRefund() }), {}),
  markRefundSent: async (agent) =>
    agent.post(path(apiRoutes.markRefundSent.path, { id: await newRefund(moonbeamAddress()) }), {
      txHash: `0x${randomBytes(32).toString('hex')}`,
    }),
  createRefundPayerLink: async (agent) =>
    agent.post(path(apiRoutes.createRefundPayerLink.path, { id: await newRefund() }), {}),
  getCompanyOnramp: (agent) => agent.get(path(apiRoutes.getCompanyOnramp.path, { id: companyA })),
  updateCompanyOnramp: (agent) =>
    agent.request('PUT', path(apiRoutes.updateCompanyOnramp.path, { id: companyA }), { json: { enabled: true } }),
  getLinkOnramp: (agent) => agent.get(path(apiRoutes.getLinkOnramp.path, { id: staticLinkA })),
  updateLinkOnramp: (agent) =>
    agent.request('PUT', path(apiRoutes.updateLinkOnramp.path, { id: staticLinkA }), { json: { enabled: true } }),
  listEvents: (agent) => agent.get(`${apiRoutes.listEvents.path}?companyId=${companyA}`),
  listApiKeys: (agent) => agent.get(path(apiRoutes.listApiKeys.path, { id: companyA })),
  createApiKey: (agent) => agent.post(path(apiRoutes.createApiKey.path, { id: companyA }), apiKeyBody),
  updateApiKey: async (agent) =>
    agent.request('PATCH', path(apiRoutes.updateApiKey.path, { id: companyA, keyId: await apiKeyOfA() }), {
      json: { label: `Renamed ${(sequence += 1)}` },
    }),
  revokeApiKey: async (agent) =>
    agent.request('DELETE', path(apiRoutes.revokeApiKey.path, { id: companyA, keyId: await apiKeyOfA() }), {
      json: { password: PASSWORD },
    }),
  billing: (agent) => agent.get(path(apiRoutes.billing.path, { id: companyA })),
  billingStatement: (agent) => agent.get(path(apiRoutes.billingStatement.path, { id: companyA, month: '2026-06' })),
  billingStatementCsv: (agent) =>
    agent.get(path(apiRoutes.billingStatementCsv.path, { id: companyA, month: '2026-06' })),
  listCustomers: (agent) => agent.get(path(apiRoutes.listCustomers.path, { id: companyA })),
  exportCustomers: (agent) => agent.get(path(apiRoutes.exportCustomers.path, { id: companyA })),
  customer: async (agent) =>
    agent.get(path(apiRoutes.customer.path, { id: companyA, customerId: await newCustomer() })),
  eraseCustomer: async (agent) =>
    agent.request('DELETE', path(apiRoutes.eraseCustomer.path, { id: companyA, customerId: await newCustomer() })),
  dashboardRevenue: (agent) => agent.get(`${apiRoutes.dashboardRevenue.path}?companyId=${companyA}&period=week`),
  dashboardRecentPayments: (agent) => agent.get(`${apiRoutes.dashboardRecentPayments.path}?companyId=${companyA}`),
  exportPayments: (agent) => agent.get(`${apiRoutes.exportPayments.path}?companyId=${companyA}`),
  listWebhookEndpoints: (agent) => agent.get(path(apiRoutes.listWebhookEndpoints.path, { id: companyA })),
  createWebhookEndpoint: (agent) =>
    agent.post(path(apiRoutes.createWebhookEndpoint.path, { id: companyA }), webhookBody),
  updateWebhookEndpoint: (agent) =>
    agent.request('PATCH', path(apiRoutes.updateWebhookEndpoint.path, { id: companyA, endpointId: endpointA }), {
      json: { description: 'Orders' },
    }),
  deleteWebhookEndpoint: async (agent) => {
    const endpointId = await addWebhook(agents.owner);
    return agent.request('DELETE', path(apiRoutes.deleteWebhookEndpoint.path, { id: companyA, endpointId }));
  },
  rotateWebhookSecret: (agent) =>
    agent.post(path(apiRoutes.rotateWebhookSecret.path, { id: companyA, endpointId: endpointA })),
  sendWebhookTest: (agent) => agent.post(path(apiRoutes.sendWebhookTest.path, { id: companyA, endpointId: endpointA })),
  sendPendingWebhooks: (agent) =>
    agent.post(path(apiRoutes.sendPendingWebhooks.path, { id: companyA, endpointId: endpointA })),
  replayWebhooks: (agent) =>
    agent.post(path(apiRoutes.replayWebhooks.path, { id: companyA, endpointId: endpointA }), {
      since: '2026-01-01T00:00:00Z',
    }),
  listWebhookDeliveries: (agent) =>
    agent.get(path(apiRoutes.listWebhookDeliveries.path, { id: companyA, endpointId: endpointA })),
  getWebhookDelivery: (agent) =>
    agent.get(path(apiRoutes.getWebhookDelivery.path, { id: companyA, endpointId: endpointA, deliveryId: deliveryA })),
  redeliverWebhook: (agent) =>
    agent.post(path(apiRoutes.redeliverWebhook.path, { id: companyA, endpointId: endpointA, deliveryId: deliveryA })),
  listIntegrations: (agent) => agent.get(path(apiRoutes.listIntegrations.path, { companyId: companyA })),
  createIntegration: async (agent) => {
    if (wooCommerceA) await removeIntegration(wooCommerceA);
    wooCommerceA = null;
    const response = await agent.post(apiRoutes.createIntegration.path, {
      companyId: companyA,
      provider: 'woocommerce',
    });
    if (response.status === 201) await removeIntegration((response.body as { id: string }).id);
    return response;
  },
  deleteIntegration: async (agent) => {
    if (wooCommerceA) await removeIntegration(wooCommerceA);
    wooCommerceA = null;
    const made = await agents.owner.post(apiRoutes.createIntegration.path, {
      companyId: companyA,
      provider: 'woocommerce',
    });
    const id = (made.body as { id: string }).id;
    const response = await agent.request('DELETE', path(apiRoutes.deleteIntegration.path, { companyId: companyA, id }));
    if (response.status !== 200) await removeIntegration(id);
    return response;
  },
  createSquarespace: async (agent) => {
    if (squarespaceA) await removeIntegration(squarespaceA);
    squarespaceA = null;
    const response = await agent.post(apiRoutes.createSquarespace.path, { companyId: companyA });
    if (response.status === 201) squarespaceA = (response.body as { id: string }).id;
    return response;
  },
  getSquarespace: async (agent) => agent.get(path(apiRoutes.getSquarespace.path, { id: await squarespace() })),
  updateSquarespace: async (agent) =>
    agent.request('PATCH', path(apiRoutes.updateSquarespace.path, { id: await squarespace() }), {
      json: { environment: 'test', payoutWalletId: walletA },
    }),
  verifySquarespace: async (agent) =>
    agent.post(path(apiRoutes.verifySquarespace.path, { id: await squarespace() }), {
      squarespaceApiKey: SQUARESPACE_KEY,
    }),
  syncSquarespace: async (agent) => {
    const id = await squarespace();
    await agents.owner.post(path(apiRoutes.verifySquarespace.path, { id }), { squarespaceApiKey: SQUARESPACE_KEY });
    await agents.owner.request('PATCH', path(apiRoutes.updateSquarespace.path, { id }), {
      json: { payoutWalletId: walletA },
    });
    return agent.post(path(apiRoutes.syncSquarespace.path, { id }));
  },
  issueWooCommerceCode: async (agent) =>
    agent.post(path(apiRoutes.issueWooCommerceCode.path, { id: await wooCommerce() })),
  updateWooCommerce: async (agent) =>
    agent.request('PATCH', path(apiRoutes.updateWooCommerce.path, { id: await wooCommerce() }), {
      json: { payoutWalletId: walletA },
    }),
  checkWooCommerce: async (agent) => agent.get(path(apiRoutes.checkWooCommerce.path, { id: await wooCommerce() })),
  listNotifications: (agent) => agent.get(apiRoutes.listNotifications.path),
  markNotificationsRead: (agent) =>
    agent.request('PATCH', apiRoutes.markNotificationsRead.path, {
      json: { notificationIds: ['00000000-0000-4000-8000-000000000000'] },
    }),
};

describe('who may call each workspace route', () => {
  it('covers every route the contract gives a permission, and the per-user workspace routes', () => {
    const withPermission = Object.entries(apiRoutes)
      .filter(([, route]) => 'permission' in route && route.permission !== undefined)
      .map(([name]) => name);
    for (const name of withPermission) expect(Object.keys(EXPECTED)).toContain(name);
    expect(Object.keys(CALLS).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.keys(EXPECTED))('%s', async (name) => {
    await refreshAll();
    const call = CALLS[name as RouteName];
    const statuses = {} as Row;
    const codes: Partial<Record<Caller, string>> = {};
    for (const caller of CALLERS) {
      const response = await call(agents[caller]);
      statuses[caller] = response.status;
      if (response.status >= 400) codes[caller] = errorOf(response.body).code;
    }
    expect(statuses).toEqual(EXPECTED[name as RouteName]);
    // The refusals carry the codes that go with their statuses.
    for (const [caller, code] of Object.entries(codes)) {
      const status = statuses[caller as Caller];
      expect(code).toBe({ 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' }[status]);
    }
  });
});

describe('the workspace check comes first', () => {
  it('answers 404 to strangers and 403 to members without the role before looking at the body', async () => {
    await refreshAll();
    const url = path(apiRoutes.createInvite.path, { id: companyA });
    const bad = { email: 'not an address', privilege: 'emperor', extra: 1 };
    const byOutsider = await agents.outsider.post(url, bad);
    expect([byOutsider.status, errorOf(byOutsider.body).code]).toEqual([404, 'NOT_FOUND']);
    const byViewer = await agents.viewer.post(url, bad);
    expect([byViewer.status, errorOf(byViewer.body).code]).toEqual([403, 'FORBIDDEN']);
    const byOwner = await agents.owner.post(url, bad);
    expect(byOwner.status).toBe(422);
  });

  it.each([
    ['not a UUID', 'workspace-a'],
    ['an unknown workspace', '6f1d2c3b-4a59-4e68-9f70-8192a3b4c5d6'],
  ])('answers 404 for %s', async (_label, id) => {
    const response = await agents.owner.get(path(apiRoutes.getCompany.path, { id }));
    expect([response.status, errorOf(response.body).code]).toEqual([404, 'NOT_FOUND']);
  });
});

describe("another workspace's objects through workspace A", () => {
  it('a member of B, by member id, is not found in A (remove, set privilege)', async () => {
    await refreshAll();
    const memberOfB = await joinAs(api, ownerB, companyB, 'viewer');
    const removal = await agents.owner.request(
      'DELETE',
      path(apiRoutes.removeMember.path, { id: companyA, memberId: memberOfB.memberId }),
    );
    expect([removal.status, errorOf(removal.body).code]).toEqual([404, 'NOT_FOUND']);
    const change = await agents.owner.request('PATCH', path(apiRoutes.setPrivilege.path, { id: companyA }), {
      json: { memberId: memberOfB.memberId, privilege: 'admin' },
    });
    expect([change.status, errorOf(change.body).code]).toEqual([404, 'NOT_FOUND']);
    const members = await ownerB.get(path(apiRoutes.listMembers.path, { id: companyB }));
    expect(JSON.stringify(members.body)).toContain(memberOfB.memberId);
    expect(JSON.stringify(members.body)).toContain('"viewer"');
  });

  it("B's invitation cannot be rescinded through A", async () => {
    const email = fresh('invited-to-b');
    const sent = create(
      (await ownerB.post(path(apiRoutes.createInvite.path, { id: companyB }), { email, privilege: 'viewer' })).body,
      CompanyInvite,
    );
    const rescind = await agents.owner.request('PATCH', path(apiRoutes.rescindInvite.path, { id: companyA }), {
      json: { email },
    });
    expect([rescind.status, errorOf(rescind.body).code]).toEqual([404, 'NOT_FOUND']);
    const stillThere = await ownerB.get(path(apiRoutes.listInvites.path, { id: companyB }));
    expect(JSON.stringify(stillThere.body)).toContain(sent.id);
  });

  it("B's e-mail link does not verify A", async () => {
    api.clock.advance(61_000);
    await refreshAll();
    await ownerB.request('PATCH', path(apiRoutes.updateCompany.path, { id: companyB }), {
      json: { email: 'finance@authz-a.example' },
    });
    expect((await ownerB.post(path(apiRoutes.sendEmailVerificationLink.path, { id: companyB }))).status).toBe(200);
    const mail = await api.lastMail('finance@authz-a.example', 'company-email-verification');
    expect(mail?.text).toContain(`company=${companyB}`);
    const token = /[?&]token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const response = await agents.owner.post(path(apiRoutes.verifyEmail.path, { id: companyA, token }));
    expect([response.status, errorOf(response.body).code]).toEqual([400, 'LINK_INVALID']);
  });

  it('an invitation id of someone else is not found, even for the workspace owner', async () => {
    const body = signupBody();
    const sent = await invite(agents.owner, companyA, body.email, 'viewer');
    for (const answer of [apiRoutes.acceptInvite.path, apiRoutes.refuseInvite.path]) {
      const response = await agents.owner.request('PATCH', answer, { json: { inviteId: sent.id } });
      expect([response.status, errorOf(response.body).code]).toEqual([404, 'NOT_FOUND']);
    }
  });
});
