import { apiRoutes, ErrorBody } from '@meridian/contract';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { ARGON2_OPTIONS } from '../src/security/passwords';
import { confirmedUser, signupBody, startApi, type TestApi } from './support/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

// The same password typed on two keyboards: precomposed letters, or letters and accents apart.
const NFC = 'crème brûlée façade';
const NFD = NFC.normalize('NFD');

const login = (username: string, password: string) => api.agent().post(apiRoutes.login.path, { username, password });

describe('passwords are compared as Unicode text, not as code points', () => {
  it('logs in with the decomposed form of a password chosen precomposed, and the other way round', async () => {
    expect(NFD).not.toBe(NFC);
    const composed = await confirmedUser(api, { password: NFC });
    expect((await login(composed.body.username, NFD)).status).toBe(200);
    const decomposed = await confirmedUser(api, { password: NFD });
    expect((await login(decomposed.body.username, NFC)).status).toBe(200);
    // Compatibility forms count too: a full-width letter is the letter.
    const fullWidth = await confirmedUser(api, { password: 'ｐａｓｓｐｈｒａｓｅ 42' });
    expect((await login(fullWidth.body.username, 'passphrase 42')).status).toBe(200);
    expect((await login(fullWidth.body.username, 'passphrase 43')).status).toBe(401);
  });

  it('changes the password to a normalised one: the new one works in either form', async () => {
    const { agent, body } = await confirmedUser(api);
    const changed = await agent.post(apiRoutes.changePassword.path, {
      currentPassword: body.password,
      newPassword: NFD,
    });
    expect(changed.status).toBe(200);
    expect((await login(body.username, NFC)).status).toBe(200);
  });

  it('refuses a new password of nothing but white space, naming the field', async () => {
    const before = await api.counts();
    for (const password of [' '.repeat(10), '\u00a0'.repeat(8) + '  ', '\u3000'.repeat(9)]) {
      const response = await api.agent().post(apiRoutes.signup.path, signupBody({ password }));
      expect(response.status).toBe(422);
      expect(create(response.body, ErrorBody).error.details).toContainEqual(
        expect.objectContaining({ field: 'password' }),
      );
    }
    expect(await api.counts()).toEqual(before);
    const { agent, body } = await confirmedUser(api);
    const change = await agent.post(apiRoutes.changePassword.path, {
      currentPassword: body.password,
      newPassword: ' '.repeat(10),
    });
    expect(change.status).toBe(422);
    expect(create(change.body, ErrorBody).error.details).toContainEqual(
      expect.objectContaining({ field: 'newPassword' }),
    );
    expect((await login(body.username, body.password)).status).toBe(200);
  });

  it('still lets in a password stored before normalisation, in its own form, then in either', async () => {
    const { body } = await confirmedUser(api);
    // A hash made from the decomposed text itself, as stored before passwords were normalised.
    const legacy = await hash(NFD, ARGON2_OPTIONS);
    await api.app.meridian.database.db
      .update(users)
      .set({ passwordHash: legacy })
      .where(eq(users.username, body.username));
    expect((await login(body.username, NFD)).status).toBe(200);
    // Rehashed at that login: the precomposed form works from now on.
    expect((await login(body.username, NFC)).status).toBe(200);
    expect((await login(body.username, 'crème brûlée facade')).status).toBe(401);
  });
});
