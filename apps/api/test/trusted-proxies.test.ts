// Whose X-Forwarded-For names the client: only a trusted proxy's (TRUSTED_PROXIES, loopback by
// default). A client that writes the header itself keeps its own address, so per-address rate
// limits count it, whatever it claims.
import { apiRoutes, type RouteLimit } from '@meridian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { configProblems } from './support/config';
import { startApi, type TestApi } from './support/harness';

const MAX = 3;
const shrink = (limit: RouteLimit): RouteLimit => ({ ...limit, max: MAX });
const rate = (api: TestApi, forwardedFor?: string) =>
  api
    .agent(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor })
    .get(`${apiRoutes.exchangeRate.path}?pairing=GLMR/USD`);

describe('TRUSTED_PROXIES', () => {
  it('is loopback by default, takes addresses, CIDR ranges and none, and refuses anything else', () => {
    expect(loadConfig({}).trustedProxies).toEqual(['loopback']);
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.1, 192.168.0.0/16,::1,fd00::/8' }).trustedProxies).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUSTED_PROXIES: 'none' }).trustedProxies).toEqual([]);
    for (const bad of ['everyone', '10.0.0.0/33', '10.0.0.1/8/2', 'proxy.example', ' , ']) {
      expect(() => loadConfig({ TRUSTED_PROXIES: bad }), bad).toThrow(ConfigError);
    }
  });

  it('refuses a list that trusts every address, IPv4 or IPv6, however it is written, saying why', () => {
    const problems = (value: string) => configProblems({ TRUSTED_PROXIES: value });
    for (const every of [
      '0.0.0.0/0',
      '::/0',
      '10.0.0.1, 0.0.0.0/0',
      '1.2.3.4/0',
      '0.0.0.0/1,128.0.0.0/1',
      '::ffff:0:0/96',
      '::/1, 8000::/1',
      // ::/1 holds ::ffff:0:0/96, where every IPv4 client is compared.
      '::/1',
      '2000::/3,::/3,4000::/2,8000::/1',
      'loopback, ::/0',
    ]) {
      expect(problems(every), every).toEqual([
        expect.stringMatching(
          /^TRUSTED_PROXIES trusts every (IPv[46] )?address \(".+"\): any client could then choose the address its rate limits count/,
        ),
      ]);
    }
    // Wide but not everything: accepted.
    expect(loadConfig({ TRUSTED_PROXIES: '0.0.0.0/1,2000::/3' }).trustedProxies).toEqual(['0.0.0.0/1', '2000::/3']);
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8,uniquelocal' }).trustedProxies).toHaveLength(2);
  });
});

describe('a forged X-Forwarded-For from an untrusted peer', () => {
  // The tests connect from loopback: here it is no trusted proxy.
  for (const trusted of ['none', '10.0.0.0/8']) {
    describe(`TRUSTED_PROXIES=${trusted}`, () => {
      let api: TestApi;
      beforeAll(async () => {
        api = await startApi({ TRUSTED_PROXIES: trusted }, { rateLimit: shrink });
      });
      afterAll(() => api?.close());

      it('does not change the rate-limit key: every claimed address shares the connection’s count', async () => {
        for (let i = 1; i <= MAX; i += 1) expect((await rate(api, `203.0.113.${i}`)).status).toBe(200);
        const limited = await rate(api, '203.0.113.200');
        expect(limited.status).toBe(429);
        expect((await rate(api)).status).toBe(429);
      });
    });
  }
});

describe('behind a trusted proxy (loopback, the default)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({}, { rateLimit: shrink });
  });
  afterAll(() => api?.close());

  it('counts the address the proxy names, not one the client wrote before it', async () => {
    // A proxy that appends (nginx's $proxy_add_x_forwarded_for): the client's own claim comes first.
    for (let i = 1; i <= MAX; i += 1) expect((await rate(api, `203.0.113.${i}, 198.51.100.7`)).status).toBe(200);
    expect((await rate(api, '203.0.113.99, 198.51.100.7')).status).toBe(429);
    // Another client behind the same proxy has its own count.
    expect((await rate(api, '198.51.100.8')).status).toBe(200);
  });
});
