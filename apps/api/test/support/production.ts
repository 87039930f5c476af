// A server started as in production (NODE_ENV=production), where there is no /dev/outbox.
import { apiRoutes } from '@meridian/contract';
import { expect } from 'vitest';
import { listOutbox } from '../../src/mail/mailer';
import { codeIn, PRODUCTION_ORIGIN, signupBody, type Agent, type TestApi } from './harness';

/**
 * A new account signed up from the production origin and confirmed with the code of its mail,
 * read from the outbox table since production serves no outbox.
 */
export async function confirmedProductionUser(api: TestApi): Promise<{ agent: Agent; email: string }> {
  const agent = api.agent({ origin: PRODUCTION_ORIGIN });
  const body = signupBody();
  expect((await agent.post(apiRoutes.signup.path, body)).status).toBe(201);
  const mail = (await listOutbox(api.app.meridian.database.db)).find((row) => row.recipient === body.email);
  const confirmed = await agent.post(apiRoutes.confirmCodeVerification.path, { code: codeIn(mail?.body ?? '') });
  expect(confirmed.status).toBe(200);
  return { agent, email: body.email };
}
