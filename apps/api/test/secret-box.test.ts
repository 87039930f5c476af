// Integration keys sealed with AES-256-GCM: they open with the same key and row only, and a
// production server refuses to start without a key of its own.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEV_INTEGRATION_SECRET, loadConfig } from '../src/config';
import { open, seal } from '../src/integrations/secret-box';
import { configProblems } from './support/config';
import { PRODUCTION_ENV } from './support/harness';

describe('sealed integration keys', () => {
  const key = randomBytes(32);
  const row = '0b6f2a4e-1c3d-4e5f-8a9b-0c1d2e3f4a5b';

  it('opens what it sealed, with a fresh nonce each time', () => {
    const sealed = seal(key, 'sq-secret-key', row);
    expect(sealed).not.toContain('sq-secret-key');
    expect(seal(key, 'sq-secret-key', row)).not.toBe(sealed);
    expect(open(key, sealed, row)).toBe('sq-secret-key');
  });

  it('refuses another key, another row, or an altered ciphertext', () => {
    const sealed = seal(key, 'sq-secret-key', row);
    expect(() => open(randomBytes(32), sealed, row)).toThrow();
    expect(() => open(key, sealed, '11111111-1111-4111-8111-111111111111')).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    expect(() => open(key, [parts[0], parts[1], parts[2], body.toString('base64url')].join('.'), row)).toThrow();
  });
});

describe('INTEGRATION_SECRET', () => {
  it('is required in production, and the development key is refused there', () => {
    const { INTEGRATION_SECRET: _given, ...withoutSecret } = PRODUCTION_ENV;
    expect(configProblems(withoutSecret)).toContainEqual(expect.stringContaining('INTEGRATION_SECRET is required'));
    expect(configProblems({ ...withoutSecret, INTEGRATION_SECRET: DEV_INTEGRATION_SECRET })).toContainEqual(
      expect.stringContaining('cannot be the development key'),
    );
    expect(
      configProblems({ ...withoutSecret, INTEGRATION_SECRET: randomBytes(32).toString('hex') }),
    ).not.toContainEqual(expect.stringContaining('INTEGRATION_SECRET'));
  });

  it('takes 32 bytes as hex or base64, and refuses anything else', () => {
    expect(configProblems({ INTEGRATION_SECRET: 'too-short' })).toContainEqual(
      expect.stringContaining('must be 32 bytes'),
    );
    expect(loadConfig({ INTEGRATION_SECRET: randomBytes(32).toString('base64') }).integrationSecret).toHaveLength(32);
    expect(loadConfig({}).integrationSecret.toString('hex')).toBe(DEV_INTEGRATION_SECRET);
  });
});
