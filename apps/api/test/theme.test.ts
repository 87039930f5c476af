import { apiRoutes, ErrorBody, UserInfo } from '@meridian/contract';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, startApi, type Agent, type TestApi } from './support/harness';
import { sendSettings } from './support/settings';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api?.close();
});

const saveSettings = (agent: Agent, fields: Record<string, string>) => sendSettings(api, agent, fields);

async function userInfo(agent: Agent): Promise<UserInfo> {
  return create((await agent.get(apiRoutes.userInfo.path)).body, UserInfo);
}

describe('the theme saved with the account', () => {
  it('is "system" for a new account', async () => {
    const { agent } = await confirmedUser(api);
    expect((await userInfo(agent)).theme).toBe('system');
  });

  it('changes with PATCH /user/info-settings and is kept', async () => {
    const { agent } = await confirmedUser(api);
    for (const theme of ['dark', 'light', 'system'] as const) {
      const saved = await saveSettings(agent, { theme });
      expect(saved.status).toBe(200);
      expect(create(saved.body, UserInfo).theme).toBe(theme);
      expect((await userInfo(agent)).theme).toBe(theme);
    }
  });

  it('is left alone when other settings change', async () => {
    const { agent } = await confirmedUser(api);
    await saveSettings(agent, { theme: 'dark' });
    const saved = await saveSettings(agent, { name: 'Ada', language: 'fr' });
    expect(create(saved.body, UserInfo)).toMatchObject({ name: 'Ada', language: 'fr', theme: 'dark' });
  });

  it.each(['', 'Dark', 'sepia', 'auto'])('refuses %j with a 422 naming the field, changing nothing', async (theme) => {
    const { agent } = await confirmedUser(api);
    await saveSettings(agent, { theme: 'light' });
    const refused = await saveSettings(agent, { theme, name: 'Other' });
    expect(refused.status).toBe(422);
    const { error } = create(refused.body, ErrorBody);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details?.map((detail) => detail.field)).toEqual(['theme']);
    expect(await userInfo(agent)).toMatchObject({ theme: 'light', name: null });
  });
});
