import { apiRoutes, Company, CompanyListResponse, DomainCheckResponse } from '@meridian/contract';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { createDnsResolver } from '../src/dns';
import { confirmedUser, startApi, type Agent, type TestApi } from './support/harness';
import { createWorkspace, errorOf, path, startDnsServer, type TxtRecords } from './support/workspaces';

const records: TxtRecords = new Map();
let dnsServer: Awaited<ReturnType<typeof startDnsServer>>;
let api: TestApi;

beforeAll(async () => {
  dnsServer = await startDnsServer(records);
  api = await startApi({ DNS_SERVERS: dnsServer.address });
});
afterAll(async () => {
  await api?.close();
  await dnsServer?.close();
});

let sequence = 0;

/** An owner and a workspace whose website is on its own host name. */
async function withWebsite() {
  const owner = await confirmedUser(api);
  const host = `shop-${Date.now().toString(36)}-${(sequence += 1)}.example`;
  const company = await createWorkspace(owner.agent, { websiteUrl: `https://www.${host}/store` });
  const token = company.domainVerification?.token ?? '';
  expect(company.domainVerification).toMatchObject({ host, verified: false, lastCheck: null });
  return { owner, company, host, token, record: `meridian-verification=${token}` };
}

const check = (agent: Agent, id: string) => agent.post(path(apiRoutes.verifyDomainName.path, { id }));
const read = async (agent: Agent, id: string) =>
  create((await agent.get(path(apiRoutes.getCompany.path, { id }))).body, Company);

describe('POST /company/:id/verify-domain-name', () => {
  it('finds the record (split in chunks, among others): verified, Basic Plus', async () => {
    const { owner, company, host, token } = await withWebsite();
    records.set(host, [['v=spf1 -all'], ['meridian-verification=', token]]);
    const before = api.clock.now().getTime();
    const response = await check(owner.agent, company.id);
    expect(response.status).toBe(200);
    const result = create(response.body, DomainCheckResponse);
    expect(result).toMatchObject({ host, token, verified: true, lastCheck: { result: 'verified' } });
    const checkedAt = Date.parse(result.lastCheck?.checkedAt ?? '');
    expect(checkedAt).toBeGreaterThanOrEqual(before);
    expect(result.verifiedAt).toBe(result.lastCheck?.checkedAt);
    const saved = await read(owner.agent, company.id);
    expect(saved.tier).toBe('basicPlus');
    expect(saved.domainVerification).toEqual(result);
  });

  it("shows Basic Plus in the list of the owner's workspaces once the domain is proven", async () => {
    const { owner, company, host, record } = await withWebsite();
    const listedTier = async () =>
      create((await owner.agent.get(apiRoutes.userCompanies.path)).body, CompanyListResponse).companies.find(
        (entry) => entry.id === company.id,
      )?.tier;
    expect(await listedTier()).toBe('basic');
    records.set(host, [[record]]);
    expect((await check(owner.agent, company.id)).status).toBe(200);
    expect(await listedTier()).toBe('basicPlus');
  });

  it('reports a record with another value as wrongValue', async () => {
    const { owner, company, host } = await withWebsite();
    records.set(host, [['meridian-verification=0123456789abcdef0123456789abcdef']]);
    const response = await check(owner.agent, company.id);
    expect(create(response.body, DomainCheckResponse)).toMatchObject({
      verified: false,
      verifiedAt: null,
      lastCheck: { result: 'wrongValue' },
    });
    records.set(host, [['google-site-verification=abc']]);
    const other = create((await check(owner.agent, company.id)).body, DomainCheckResponse);
    expect(other.lastCheck?.result).toBe('wrongValue');
    expect((await read(owner.agent, company.id)).tier).toBe('basic');
  });

  it('reports no record (the name has none, or does not exist) as notFound, and records when', async () => {
    const { owner, company, host } = await withWebsite();
    records.set(host, []);
    const empty = create((await check(owner.agent, company.id)).body, DomainCheckResponse);
    expect(empty.lastCheck?.result).toBe('notFound');
    records.delete(host);
    api.clock.advance(5 * 60_000);
    const missing = create((await check(owner.agent, company.id)).body, DomainCheckResponse);
    expect(missing.lastCheck?.result).toBe('notFound');
    expect(Date.parse(missing.lastCheck?.checkedAt ?? '')).toBeGreaterThan(
      Date.parse(empty.lastCheck?.checkedAt ?? ''),
    );
    expect((await read(owner.agent, company.id)).domainVerification?.lastCheck).toEqual(missing.lastCheck);
  });

  it('withdraws the verification when the record is gone, and when the website changes', async () => {
    const { owner, company, host, record } = await withWebsite();
    records.set(host, [[record]]);
    expect(create((await check(owner.agent, company.id)).body, DomainCheckResponse).verified).toBe(true);
    records.set(host, []);
    const gone = create((await check(owner.agent, company.id)).body, DomainCheckResponse);
    expect(gone).toMatchObject({ verified: false, verifiedAt: null, lastCheck: { result: 'notFound' } });

    records.set(host, [[record]]);
    await check(owner.agent, company.id);
    const moved = await owner.agent.request('PATCH', path(apiRoutes.updateCompany.path, { id: company.id }), {
      json: { websiteUrl: 'elsewhere.example' },
    });
    expect(create(moved.body, Company)).toMatchObject({
      tier: 'basic',
      domainVerification: { host: 'elsewhere.example', verified: false, verifiedAt: null, lastCheck: null },
    });
    // Saving the same website again keeps what was proven.
    records.set('elsewhere.example', [[record]]);
    await check(owner.agent, company.id);
    const same = await owner.agent.request('PATCH', path(apiRoutes.updateCompany.path, { id: company.id }), {
      json: { websiteUrl: 'https://elsewhere.example' },
    });
    expect(create(same.body, Company).domainVerification?.verified).toBe(true);
  });

  it('needs a website', async () => {
    const owner = await confirmedUser(api);
    const company = await createWorkspace(owner.agent, { websiteUrl: undefined });
    const response = await check(owner.agent, company.id);
    expect([response.status, errorOf(response.body).code]).toEqual([409, 'PRECONDITION_FAILED']);
  });

  it('takes no body fields', async () => {
    const { owner, company } = await withWebsite();
    const before = await api.counts();
    const response = await owner.agent.post(path(apiRoutes.verifyDomainName.path, { id: company.id }), {
      host: 'x.example',
    });
    expect(response.status).toBe(422);
    expect(errorOf(response.body).details?.map((detail) => [detail.field, detail.code])).toEqual([
      ['host', 'unknown_field'],
    ]);
    expect(await api.counts()).toEqual(before);
    expect((await read(owner.agent, company.id)).domainVerification?.lastCheck).toBeNull();
  });
});

describe('a resolver that fails', () => {
  it('gives `error` within the timeout when it does not answer, recorded, keeping an earlier verification', async () => {
    const { owner, company, host, record } = await withWebsite();
    records.set(host, [[record]]);
    expect(create((await check(owner.agent, company.id)).body, DomainCheckResponse).verified).toBe(true);
    dnsServer.mute(true);
    try {
      const started = Date.now();
      const response = await check(owner.agent, company.id);
      const elapsed = Date.now() - started;
      expect(response.status).toBe(200);
      expect(create(response.body, DomainCheckResponse)).toMatchObject({
        verified: true,
        lastCheck: { result: 'error' },
      });
      // Two tries (2 s, then 4 s), nowhere near the 27 s of node's defaults.
      expect(elapsed).toBeLessThan(9_000);
    } finally {
      dnsServer.mute(false);
    }
    const saved = await read(owner.agent, company.id);
    expect(saved).toMatchObject({ tier: 'basicPlus', domainVerification: { lastCheck: { result: 'error' } } });
  });

  it('gives `error` at once when nothing listens there', async () => {
    const { owner, company } = await withWebsite();
    const context = api.app.meridian;
    const resolver = context.dns;
    // Port 9 (discard) on loopback: nobody listens, the query is refused.
    context.dns = createDnsResolver(['127.0.0.1:9']);
    try {
      const started = Date.now();
      const result = create((await check(owner.agent, company.id)).body, DomainCheckResponse);
      expect(result.lastCheck?.result).toBe('error');
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      context.dns = resolver;
    }
  });
});

describe('DNS_SERVERS', () => {
  it('takes host:port entries and refuses anything else', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).dnsServers).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'test', DNS_SERVERS: '127.0.0.1:5353, [::1]:53,10.0.0.2' }).dnsServers).toEqual([
      '127.0.0.1:5353',
      '[::1]:53',
      '10.0.0.2',
    ]);
    expect(() => loadConfig({ NODE_ENV: 'test', DNS_SERVERS: 'dns.example:53' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', DNS_SERVERS: '127.0.0.1:99999' })).toThrow(/DNS_SERVERS/);
  });
});
