import {
  apiRoutes,
  buildApiPath,
  Company,
  CompanyInvite,
  ErrorBody,
  MemberListResponse,
  type CreateCompanyRequest,
  type Role,
  type SignupRequest,
} from '@meridian/contract';
import dns2 from 'dns2';
import { create } from 'superstruct';
import { confirmedUser, type Agent, type TestApi } from './harness';

export const path = buildApiPath;

export const errorOf = (body: unknown) => create(body, ErrorBody).error;

export function companyBody(overrides: Partial<CreateCompanyRequest> = {}): CreateCompanyRequest {
  return {
    name: 'Lumen Coffee Roasters',
    size: '11-50',
    country: 'PT',
    websiteUrl: 'lumen-coffee.example',
    useCases: ['online_store', 'invoices_payment_links'],
    phone: '+351 912 345 678',
    // Priced in US dollars unless a test chooses (a Portuguese workspace would default to euros).
    currency: 'USD',
    ...overrides,
  };
}

/** Creates a workspace as `agent` (its owner). */
export async function createWorkspace(agent: Agent, overrides: Partial<CreateCompanyRequest> = {}): Promise<Company> {
  const response = await agent.post(apiRoutes.createCompany.path, companyBody(overrides));
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${JSON.stringify(response.body)}`);
  return create(response.body, Company);
}

export async function invite(owner: Agent, companyId: string, email: string, privilege: Role) {
  const response = await owner.post(path(apiRoutes.createInvite.path, { id: companyId }), { email, privilege });
  if (response.status !== 201) throw new Error(`invite failed: ${response.status} ${JSON.stringify(response.body)}`);
  return create(response.body, CompanyInvite);
}

/** A new confirmed user who joins the workspace with `role` (invited by `owner`, then accepting). */
export async function joinAs(
  api: TestApi,
  owner: Agent,
  companyId: string,
  role: Role,
  overrides: Partial<SignupRequest> = {},
) {
  const user = await confirmedUser(api, overrides);
  const sent = await invite(owner, companyId, user.body.email, role);
  const accepted = await user.agent.request('PATCH', apiRoutes.acceptInvite.path, { json: { inviteId: sent.id } });
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  const members = create(
    (await owner.get(path(apiRoutes.listMembers.path, { id: companyId }))).body,
    MemberListResponse,
  );
  const member = members.members.find((entry) => entry.email === user.body.email);
  if (!member) throw new Error('joined member not listed');
  return { ...user, memberId: member.memberId };
}

/** Removes a member from the workspace (or, as the member, leaves it); the answer as it comes. */
export const removeMember = (agent: Agent, companyId: string, memberId: string) =>
  agent.request('DELETE', path(apiRoutes.removeMember.path, { id: companyId, memberId }));

/** TXT records by host name; what the fake DNS server answers. */
export type TxtRecords = Map<string, string[][]>;

/**
 * A real DNS server (dns2) on 127.0.0.1, UDP and TCP on the same port, answering TXT queries
 * from `records`: a host mapped to `[]` exists without TXT records; an unmapped one is NXDOMAIN.
 */
export async function startDnsServer(records: TxtRecords) {
  const { Packet } = dns2;
  let muted = false;
  const handle: dns2.DnsHandler = (request, send) => {
    // Muted: reads the query and never answers (a resolver that is down).
    if (muted) return;
    const response = Packet.createResponseFromRequest(request);
    for (const question of request.questions) {
      const found = records.get(question.name.toLowerCase());
      // An unknown name: NXDOMAIN; a known one without TXT records: an empty answer.
      if (!found) response.header.rcode = Packet.RCODE.NXDOMAIN;
      if (question.type !== Packet.TYPE.TXT) continue;
      for (const data of found ?? []) {
        const answer = { name: question.name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 60, data };
        response.answers.push(answer as (typeof response.answers)[number]);
      }
    }
    void send(response);
  };
  // UDP first on a free port, then TCP on the same number. That number can already be taken
  // for TCP by another process (the suites run in parallel): then both start again elsewhere.
  const { udp, tcp, port } = await listenPair(handle);
  return {
    port,
    address: `127.0.0.1:${port}`,
    mute: (value: boolean) => {
      muted = value;
    },
    close: async () => {
      await new Promise<void>((resolve) => udp.close(() => resolve()));
      await new Promise<void>((resolve) => tcp.close(() => resolve()));
    },
  };
}

async function listenPair(handle: dns2.DnsHandler, attempts = 20) {
  for (let attempt = 1; ; attempt += 1) {
    const udp = dns2.createUDPServer(handle);
    const tcp = dns2.createTCPServer(handle);
    udp.on('requestError', () => undefined);
    tcp.on('requestError', () => undefined);
    await udp.listen(0, '127.0.0.1');
    const { port } = udp.address();
    try {
      await new Promise<void>((resolve, reject) => {
        tcp.once('error', reject);
        tcp.listen(port, '127.0.0.1', () => resolve());
      });
      return { udp, tcp, port };
    } catch (error) {
      await new Promise<void>((resolve) => udp.close(() => resolve()));
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= attempts) throw error;
    }
  }
}
