// Where webhooks may go, with the development setting off (as in production): https only, and
// public addresses only, checked when an endpoint is saved and again at delivery on the address
// the name resolves to then (a name that resolved to a public address when it was saved and to
// 127.0.0.1 later is refused: DNS rebinding). A real DNS server on loopback answers the names.
import { apiRoutes, WebhookDelivery } from '@meridian/contract';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { addressKind } from '../src/webhooks/addresses';
import { eventually } from './support/eventually';
import { confirmedUser, PRODUCTION_ENV, startApi, type TestApi } from './support/harness';
import { addEndpoint, deliveryOf, endpointsOf, endpointsPath, startAddressServer } from './support/webhooks';
import { createWorkspace, errorOf, path } from './support/workspaces';

const names = new Map<string, string>();
let dns: Awaited<ReturnType<typeof startAddressServer>>;
let api: TestApi;

beforeAll(async () => {
  dns = await startAddressServer(names);
  api = await startApi({ DNS_SERVERS: dns.address, WEBHOOK_TIMEOUT_MS: '400', WEBHOOK_POLL_MS: '30' });
});
afterAll(async () => {
  await api?.close();
  await dns?.close();
});

describe('an endpoint URL', () => {
  it('is refused, saying why, when it is not https or its address is not public; nothing is saved', async () => {
    names.set('hooks.loopback.test', '127.0.0.1');
    names.set('hooks.office.test', '10.1.2.3');
    names.set('hooks.metadata.test', '169.254.169.254');
    names.set('hooks.shop.test', '93.184.215.14');
    names.set('hooks.mapped.test', '::ffff:7f00:1');
    const owner = await confirmedUser(api);
    const company = await createWorkspace(owner.agent);
    const cases: [string, string, RegExp][] = [
      ['http://hooks.shop.test/in', 'https_required', /https/],
      ['https://127.0.0.1/in', 'private_address', /127\.0\.0\.1 a loopback address/],
      ['https://[::1]:8443/in', 'private_address', /loopback/],
      [
        'https://hooks.loopback.test/in',
        'private_address',
        /hooks\.loopback\.test resolves to 127\.0\.0\.1, which is a loopback/,
      ],
      [
        'https://hooks.office.test/in',
        'private_address',
        /resolves to 10\.1\.2\.3, which is a private network address/,
      ],
      ['https://hooks.metadata.test/in', 'private_address', /link-local/],
      ['https://192.168.1.20/in', 'private_address', /private network/],
      // IPv4 in IPv6 clothing, as the URL is written.
      ['https://[::ffff:127.0.0.1]/in', 'private_address', /::ffff:7f00:1 \(127\.0\.0\.1\) a loopback address/],
      ['https://[::ffff:7f00:1]/in', 'private_address', /loopback/],
      ['https://[::ffff:0:7f00:1]/in', 'private_address', /loopback/],
      ['https://[::127.0.0.1]/in', 'private_address', /loopback/],
      ['https://[2002:7f00:1::]/in', 'private_address', /loopback/],
      ['https://[2002:c0a8:101::1]/in', 'private_address', /\(192\.168\.1\.1\) a private network address/],
      ['https://[64:ff9b::a9fe:a9fe]/in', 'private_address', /link-local/],
      ['https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/in', 'private_address', /reserved/],
      [
        'https://hooks.mapped.test/in',
        'private_address',
        /resolves to ::ffff:127\.0\.0\.1 \(127\.0\.0\.1\), which is a loopback/,
      ],
      ['https://nowhere.invalid.test/in', 'unresolvable', /does not resolve/],
    ];
    for (const [url, code, message] of cases) {
      const response = await owner.agent.post(endpointsPath(company.id), {
        url,
        eventTypes: ['checkout.paid'],
        mode: 'live',
      });
      expect(response.status, url).toBe(422);
      const error = errorOf(response.body);
      expect(error.details, url).toEqual([{ field: 'url', code, message: expect.stringMatching(message) }]);
    }
    expect(await endpointsOf(owner.agent, company.id)).toEqual([]);
    // A public one is taken.
    const created = await addEndpoint(owner.agent, company.id, { url: 'https://hooks.shop.test/in' });
    expect(created.endpoint.url).toBe('https://hooks.shop.test/in');
    // Changing it to a private one is refused, and the endpoint keeps its URL.
    const changed = await owner.agent.request(
      'PATCH',
      path(apiRoutes.updateWebhookEndpoint.path, { id: company.id, endpointId: created.endpoint.id }),
      { json: { url: 'https://hooks.loopback.test/in' } },
    );
    expect(changed.status).toBe(422);
    expect(errorOf(changed.body).details).toEqual([expect.objectContaining({ field: 'url', code: 'private_address' })]);
    expect((await endpointsOf(owner.agent, company.id))[0]!.url).toBe('https://hooks.shop.test/in');
  });

  // An endpoint saved while its name answers a public address, then a test event sent once the
  // name answers `rebound`: the delivery's first attempt, when it has been made.
  const deliveredAfterRebinding = async (name: string, rebound: string) => {
    names.set(name, '93.184.215.14');
    const owner = await confirmedUser(api);
    const company = await createWorkspace(owner.agent);
    const { endpoint } = await addEndpoint(owner.agent, company.id, { url: `https://${name}/in` });
    names.set(name, rebound);
    const test = await owner.agent.post(
      path(apiRoutes.sendWebhookTest.path, { id: company.id, endpointId: endpoint.id }),
    );
    expect(test.status).toBe(201);
    const queued = create(test.body, WebhookDelivery);
    return eventually(
      () => deliveryOf(owner.agent, company.id, endpoint.id, queued.id),
      (found) => found.attempts.length === 1,
    );
  };

  it('that resolves to 127.0.0.1 at delivery time is refused then, and nothing is sent', async () => {
    // The name now answers loopback (DNS rebinding).
    const detail = await deliveredAfterRebinding('hooks.rebind.test', '127.0.0.1');
    expect(detail.attempts[0]).toMatchObject({
      statusCode: null,
      error: 'private_address',
      errorMessage: expect.stringContaining('hooks.rebind.test resolves to 127.0.0.1, which is a loopback address'),
    });
    expect(detail.delivery).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it('that resolves to an IPv4-mapped loopback address (AAAA) at delivery time is refused then', async () => {
    // (The test DNS server writes an IPv6 answer from its hexadecimal spelling.)
    const detail = await deliveredAfterRebinding('hooks.rebind6.test', '::ffff:7f00:1');
    expect(detail.attempts[0]).toMatchObject({
      statusCode: null,
      error: 'private_address',
      errorMessage: expect.stringContaining(
        'hooks.rebind6.test resolves to ::ffff:127.0.0.1 (127.0.0.1), which is a loopback',
      ),
    });
  });
});

describe('address kinds', () => {
  it('names loopback, private, link-local and reserved addresses, IPv4 inside IPv6 included', () => {
    expect(addressKind('127.0.0.1')).toBe('loopback');
    expect(addressKind('::1')).toBe('loopback');
    expect(addressKind('::ffff:127.0.0.1')).toBe('loopback');
    expect(addressKind('10.0.0.1')).toBe('private');
    expect(addressKind('172.20.1.1')).toBe('private');
    expect(addressKind('fd00::1')).toBe('private');
    expect(addressKind('169.254.169.254')).toBe('link_local');
    expect(addressKind('fe80::1')).toBe('link_local');
    expect(addressKind('0.0.0.0')).toBe('reserved');
    expect(addressKind('224.0.0.1')).toBe('reserved');
    expect(addressKind('93.184.215.14')).toBeNull();
    expect(addressKind('2606:4700::1111')).toBeNull();
  });

  it('judges an IPv6 address that carries an IPv4 one by the IPv4 address, in every embedding', () => {
    const cases: [string, ReturnType<typeof addressKind>][] = [
      // IPv4-mapped, in both spellings, and IPv4-translated.
      ['::ffff:127.0.0.1', 'loopback'],
      ['::ffff:7f00:1', 'loopback'],
      ['::FFFF:0A00:0001', 'private'],
      ['::ffff:0:7f00:1', 'loopback'],
      ['::ffff:0:a9fe:a9fe', 'link_local'],
      // IPv4-compatible (deprecated).
      ['::127.0.0.1', 'loopback'],
      ['::c0a8:101', 'private'],
      // 6to4: 2002:AABB:CCDD::/48 is the network of AA.BB.CC.DD.
      ['2002:7f00:1::', 'loopback'],
      ['2002:a00:1:1::5', 'private'],
      ['2002:a9fe:a9fe::1', 'link_local'],
      // NAT64, the well-known prefix and the local-use one.
      ['64:ff9b::7f00:1', 'loopback'],
      ['64:ff9b::10.1.2.3', 'private'],
      ['64:ff9b:1::a9fe:a9fe', 'link_local'],
      // Teredo and the other IETF protocol assignments, whole; site-local.
      ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'reserved'],
      ['2001:20::1', 'reserved'],
      ['fec0::1', 'private'],
      // Plain IPv6 as before.
      ['::1', 'loopback'],
      ['fd12:3456::1', 'private'],
      ['fe80::1', 'link_local'],
    ];
    for (const [address, kind] of cases) expect(addressKind(address), address).toBe(kind);
    // A public IPv4 address through the same embeddings stays public.
    for (const address of ['::ffff:93.184.215.14', '2002:5db8:d70e::1', '64:ff9b::93.184.215.14'])
      expect(addressKind(address), address).toBeNull();
  });
});

describe('WEBHOOK_ALLOW_PRIVATE_URLS', () => {
  it('is off by default, takes 1 or 0, and is refused in production', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).webhookAllowPrivateUrls).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', WEBHOOK_ALLOW_PRIVATE_URLS: '1' }).webhookAllowPrivateUrls).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'test', WEBHOOK_ALLOW_PRIVATE_URLS: 'yes' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...PRODUCTION_ENV, WEBHOOK_ALLOW_PRIVATE_URLS: '1' })).toThrow(
      /WEBHOOK_ALLOW_PRIVATE_URLS cannot be on when NODE_ENV is production/,
    );
    expect(loadConfig({ NODE_ENV: 'test' }).webhookTimeoutMs).toBe(15_000);
    expect(() => loadConfig({ NODE_ENV: 'test', WEBHOOK_TIMEOUT_MS: '0' })).toThrow(/WEBHOOK_TIMEOUT_MS/);
  });
});
