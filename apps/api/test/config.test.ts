import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_API_KEY_PEPPER, loadConfig } from '../src/config';
import { keptSecret } from '../src/security/kept-secret';
import { configProblems, IDENTITY, PRODUCTION_SETTINGS, STORES } from './support/config';
import { scratchDir } from './support/scratch';

describe('loadConfig', () => {
  it('has local defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: null,
      smtpUrl: null,
      nodeEnv: 'development',
      logLevel: 'info',
      cookieSecure: false,
      publicUrl: 'http://127.0.0.1:5173',
      allowedOrigins: ['http://127.0.0.1:5173', 'http://localhost:5173'],
    });
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it('makes cookies Secure in production and refuses COOKIE_SECURE=false there', () => {
    const production = PRODUCTION_SETTINGS;
    expect(loadConfig(production).cookieSecure).toBe(true);
    expect(loadConfig({ ...production, COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
    for (const COOKIE_SECURE of ['false', '0']) {
      expect(() => loadConfig({ ...production, COOKIE_SECURE }), COOKIE_SECURE).toThrow(
        /COOKIE_SECURE cannot be false when NODE_ENV is production: session cookies would be sent over plain http/,
      );
    }
    expect(loadConfig({ NODE_ENV: 'test' }).cookieSecure).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  });

  it('requires ADDRESS_HASH_SECRET in production, keeps a generated one in DATA_DIR elsewhere', async () => {
    const production = {
      NODE_ENV: 'production',
      ...IDENTITY,
      INTEGRATION_SECRET: 'ab'.repeat(32),
      STORAGE_SECRET: 'x'.repeat(32),
      API_KEY_PEPPER: 'p'.repeat(32),
    };
    expect(() => loadConfig(production)).toThrow(/ADDRESS_HASH_SECRET is required when NODE_ENV is production/);
    expect(() => loadConfig({ ADDRESS_HASH_SECRET: 'short' })).toThrow(/ADDRESS_HASH_SECRET must be at least 32/);
    expect(loadConfig({ ...production, ADDRESS_HASH_SECRET: 'h'.repeat(32) }).addressHashSecret).toBe('h'.repeat(32));
    const dataDir = mkdtempSync(join(scratchDir(), 'meridian-config-test-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir });
      const first = await keptSecret(config, config.addressHashSecret, 'address-hash-secret');
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(await keptSecret(config, null, 'address-hash-secret')).toBe(first);
      expect(statSync(join(dataDir, 'address-hash-secret')).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('takes DEMO_PASSWORD outside production only', () => {
    expect(loadConfig({}).demoPassword).toBeNull();
    expect(loadConfig({ DEMO_PASSWORD: 'demo-0123456789' }).demoPassword).toBe('demo-0123456789');
    expect(() => loadConfig({ DEMO_PASSWORD: 'short' })).toThrow(/DEMO_PASSWORD must be 12 to 128 characters/);
    expect(() => loadConfig({ ...PRODUCTION_SETTINGS, DEMO_PASSWORD: 'demo-0123456789' })).toThrow(
      /DEMO_PASSWORD cannot be set when NODE_ENV is production: production has no demo account/,
    );
  });

  it('adds PUBLIC_URL’s origin to the allowed origins', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://pay.example.com/app/', ALLOWED_ORIGINS: 'https://a.example' });
    expect(config.publicUrl).toBe('https://pay.example.com/app');
    expect(config.allowedOrigins).toEqual(['https://a.example', 'https://pay.example.com']);
  });

  it('places storage under the data folder and links under /api by default', () => {
    const config = loadConfig({ DATA_DIR: '/srv/meridian' });
    expect(config).toMatchObject({ storageDir: '/srv/meridian/storage', storageSecret: null, apiPublicPath: '/api' });
    expect(
      loadConfig({
        STORAGE_DIR: '/srv/files',
        API_PUBLIC_PATH: 'https://api.example.com/v1/',
        STORAGE_SECRET: 's'.repeat(40),
      }),
    ).toMatchObject({
      storageDir: '/srv/files',
      apiPublicPath: 'https://api.example.com/v1',
      storageSecret: 's'.repeat(40),
    });
    expect(loadConfig({ API_PUBLIC_PATH: '/' }).apiPublicPath).toBe('');
  });

  it('requires a long STORAGE_SECRET in production and a sound API_PUBLIC_PATH', () => {
    expect(configProblems({ NODE_ENV: 'production', ...IDENTITY, ...STORES, API_KEY_PEPPER: 'p'.repeat(32) })).toEqual([
      expect.stringMatching(/^STORAGE_SECRET is required/),
    ]);
    expect(configProblems({ STORAGE_SECRET: 'short' })).toEqual([
      expect.stringMatching(/^STORAGE_SECRET must be at least 32/),
    ]);
    expect(configProblems({ API_PUBLIC_PATH: 'api' })).toEqual([expect.stringMatching(/^API_PUBLIC_PATH/)]);
    expect(configProblems({ API_PUBLIC_PATH: '//evil.example' })).toEqual([expect.stringMatching(/^API_PUBLIC_PATH/)]);
  });

  it('hashes API keys under API_KEY_PEPPER, required in production, with retired peppers still accepted', () => {
    expect(loadConfig({}).apiKeyPeppers).toEqual([DEV_API_KEY_PEPPER]);
    const STORAGE_SECRET = 'x'.repeat(32);
    expect(configProblems({ NODE_ENV: 'production', ...IDENTITY, ...STORES, STORAGE_SECRET })).toEqual([
      expect.stringMatching(/^API_KEY_PEPPER is required/),
    ]);
    expect(
      configProblems({
        NODE_ENV: 'production',
        ...IDENTITY,
        ...STORES,
        STORAGE_SECRET,
        API_KEY_PEPPER: DEV_API_KEY_PEPPER.secret,
      }),
    ).toEqual([expect.stringMatching(/^API_KEY_PEPPER cannot be the development pepper/)]);
    expect(configProblems({ API_KEY_PEPPER: 'short' })).toEqual([
      expect.stringMatching(/^API_KEY_PEPPER must be at least 32/),
    ]);
    expect(
      loadConfig({
        API_KEY_PEPPER: 'n'.repeat(32),
        API_KEY_PEPPER_ID: 'p2',
        API_KEY_PEPPERS_RETIRED: `p1:${'o'.repeat(32)}`,
      }).apiKeyPeppers,
    ).toEqual([
      { id: 'p2', secret: 'n'.repeat(32) },
      { id: 'p1', secret: 'o'.repeat(32) },
    ]);
  });

  it('reads SMS_URL as an http(s) URL, optional even in production', () => {
    expect(loadConfig({}).smsUrl).toBeNull();
    expect(loadConfig({ SMS_URL: 'https://user:secret@sms.example/v1/messages' }).smsUrl).toBe(
      'https://user:secret@sms.example/v1/messages',
    );
    expect(loadConfig(PRODUCTION_SETTINGS).smsUrl).toBeNull();
    for (const bad of ['smtp://sms.example', 'sms.example/messages', 'https://sms.example/#send']) {
      expect(() => loadConfig({ SMS_URL: bad })).toThrow(/SMS_URL must be an http:\/\/ or https:\/\/ URL/);
    }
  });

  it("hashes passwords at OWASP's argon2id baseline unless a test suite lowers the cost", () => {
    const standard = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };
    expect(loadConfig({}).passwordHashing).toEqual(standard);
    expect(loadConfig({ NODE_ENV: 'test' }).passwordHashing).toEqual(standard);
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'standard' }).passwordHashing).toEqual(standard);
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'low' }).passwordHashing).toEqual({
      algorithm: 2,
      memoryCost: 1024,
      timeCost: 1,
      parallelism: 1,
    });
    expect(() => loadConfig({ ...PRODUCTION_SETTINGS, PASSWORD_HASH_COST: 'low' })).toThrow(
      /PASSWORD_HASH_COST=low is for the test suites: it needs NODE_ENV=test \(got "production"\)/,
    );
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'low' })).toThrow(/needs NODE_ENV=test \(got "development"\)/);
    expect(() => loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'cheap' })).toThrow(
      /PASSWORD_HASH_COST must be standard or low \(got "cheap"\)/,
    );
  });

  it('keeps the route limits as they are unless a test suite scales them (never outside NODE_ENV=test)', () => {
    expect(loadConfig({}).rateLimitScale).toBe(1);
    expect(loadConfig({ NODE_ENV: 'test', RATE_LIMIT_SCALE: '10' }).rateLimitScale).toBe(10);
    expect(() => loadConfig({ RATE_LIMIT_SCALE: '10' })).toThrow(
      /RATE_LIMIT_SCALE is for the test suites: it needs NODE_ENV=test \(got "development"\)/,
    );
    for (const bad of ['0', '-1', '1.5', 'many', '1000']) {
      expect(() => loadConfig({ NODE_ENV: 'test', RATE_LIMIT_SCALE: bad })).toThrow(
        /RATE_LIMIT_SCALE must be a whole number from 1 to 999/,
      );
    }
  });

  it('keeps a refreshed token’s 30-second grace unless a test suite shortens it (never in production)', () => {
    expect(loadConfig({}).sessionRefreshGraceMs).toBe(30_000);
    expect(loadConfig({ NODE_ENV: 'test', SESSION_REFRESH_GRACE_MS: '2000' }).sessionRefreshGraceMs).toBe(2000);
    const production = PRODUCTION_SETTINGS;
    expect(loadConfig(production).sessionRefreshGraceMs).toBe(30_000);
    expect(() => loadConfig({ ...production, SESSION_REFRESH_GRACE_MS: '2000' })).toThrow(
      /SESSION_REFRESH_GRACE_MS is for tests: it is refused in production/,
    );
    for (const value of ['60000', '-1', 'soon']) {
      expect(() => loadConfig({ SESSION_REFRESH_GRACE_MS: value }), value).toThrow(
        /SESSION_REFRESH_GRACE_MS must be an integer of milliseconds up to 30000/,
      );
    }
  });

  it('lists every bad value at once', () => {
    const attempt = () =>
      loadConfig({
        PORT: '99999',
        NODE_ENV: 'staging',
        DATABASE_URL: 'mysql://x',
        SMTP_URL: 'http://mail',
        ALLOWED_ORIGINS: 'not a url',
        LOG_LEVEL: 'loud',
        COOKIE_SECURE: 'yes',
        PUBLIC_URL: 'ftp://files',
        SMS_URL: 'ftp://sms',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      expect((error as ConfigError).problems).toHaveLength(9);
    }
  });
});

describe('loadConfig: chains', () => {
  it('points the test environment at the local chain when its RPC address is given', () => {
    expect(loadConfig({}).chains.test).toMatchObject({ id: 1287, local: false });
    const config = loadConfig({ CHAIN_RPC_1281: 'http://127.0.0.1:8545' });
    expect(config.chains.test).toMatchObject({ id: 1281, local: true, rpcUrl: 'http://127.0.0.1:8545' });
    expect(config.chains.live).toMatchObject({ id: 1284 });
  });

  it('lists a bad chain variable with the other problems', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'x', CHAIN_RPC_1284: 'not a url' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/PORT/);
    expect(problems).toMatch(/CHAIN_RPC_1284/);
  });
});
