import { apiRoutes, ErrorBody } from '@meridian/contract';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../src/mail/mailer';
import {
  codeIn,
  DASHBOARD_ORIGIN,
  signupBody,
  startApi,
  PRODUCTION_ENV,
  PRODUCTION_ORIGIN,
  type TestApi,
} from './support/harness';

const ORIGIN = PRODUCTION_ORIGIN;
let api: TestApi;
beforeAll(async () => {
  api = await startApi(PRODUCTION_ENV);
});
afterAll(() => api?.close());

describe('NODE_ENV=production', () => {
  it('does not serve the outbox', async () => {
    const response = await api.agent().get(apiRoutes.devOutbox.path);
    expect(response.status).toBe(404);
    expect(create(response.body, ErrorBody).error.code).toBe('NOT_FOUND');
  });

  it('does not serve the SMS outbox, and without SMS_URL says that no text can be sent', async () => {
    expect((await api.agent().get(apiRoutes.devSmsOutbox.path)).status).toBe(404);

    const agent = api.agent({ origin: ORIGIN });
    const body = signupBody();
    expect((await agent.post(apiRoutes.signup.path, body)).status).toBe(201);
    // /dev/outbox is off in production: the confirmation code is read from the table.
    const mail = (await listOutbox(api.app.meridian.database.db)).find((row) => row.recipient === body.email);
    const confirmed = await agent.post(apiRoutes.confirmCodeVerification.path, { code: codeIn(mail?.body ?? '') });
    expect(confirmed.status).toBe(200);

    const before = await api.counts();
    const response = await agent.post(apiRoutes.sendPhoneCode.path, { phone: '+351 912 345 678' });
    expect(response.status).toBe(503);
    expect(create(response.body, ErrorBody).error).toMatchObject({
      code: 'SMS_UNAVAILABLE',
      message: 'Text messages are not set up on this server.',
    });
    expect(await api.counts()).toEqual(before);
  });

  it('marks every cookie Secure', async () => {
    const response = await api.agent({ origin: ORIGIN }).post(apiRoutes.signup.path, signupBody());
    expect(response.status).toBe(201);
    expect(response.setCookies.length).toBe(7);
    for (const cookie of response.setCookies) expect(cookie.attributes.secure).toBe(true);
  });

  it('follows ALLOWED_ORIGINS', async () => {
    const local = await api.agent({ origin: DASHBOARD_ORIGIN }).post(apiRoutes.signup.path, signupBody());
    expect(local.status).toBe(403);
    expect(create(local.body, ErrorBody).error.code).toBe('CSRF_REJECTED');
  });
});
