import {
  apiRoutes,
  CodeSentResponse,
  ErrorBody,
  PHONE_CODES_PER_DAY,
  PHONE_CODES_WINDOW_MS,
  UserInfo,
  VERIFICATION_CODE_LIFETIME_MS,
  type Language,
} from '@meridian/contract';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeIn,
  confirmedUser,
  signUp,
  startApi,
  wrongCode,
  type Agent,
  type ApiResponse,
  type TestApi,
} from './support/harness';
import { sendSettings } from './support/settings';
import { startSmsGateway, type FakeSmsGateway } from './support/sms-gateway';

let gateway: FakeSmsGateway;
let api: TestApi;
beforeAll(async () => {
  gateway = await startSmsGateway();
  api = await startApi({ SMS_URL: gateway.url });
});
afterAll(async () => {
  await api?.close();
  await gateway?.close();
});

const errorOf = (response: ApiResponse) => create(response.body, ErrorBody).error;
const sendCode = (agent: Agent, phone: unknown) => agent.post(apiRoutes.sendPhoneCode.path, { phone });
const verify = (agent: Agent, phone: unknown, code: unknown) => agent.post(apiRoutes.verifyPhone.path, { phone, code });
const userInfo = async (agent: Agent) => create((await agent.get(apiRoutes.userInfo.path)).body, UserInfo);

let sequence = 0;
/** A number no other test uses, written with spaces as people type it. */
function freshNumber(): { typed: string; normalized: string } {
  sequence += 1;
  // A Portuguese mobile number (91…): the phone rule checks the number plan, so the digits that
  // vary (the clock's, then a sequence) come after a prefix the plan gives to mobiles.
  const digits = `91${`${Date.now() % 10_000}`.padStart(4, '0')}${`${sequence}`.padStart(3, '0')}`;
  return { typed: `+351 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`, normalized: `+351${digits}` };
}

/** The messages the gateway received for a number (JSON bodies `{to, body}`). */
function textsTo(number: string): { to: string; body: string }[] {
  return gateway.received
    .map((request) => request.body as { to: string; body: string })
    .filter((body) => body.to === number);
}

/** Sends a code to a fresh number and returns it with the texted code. */
async function codeSent(agent: Agent) {
  const number = freshNumber();
  const response = await sendCode(agent, number.typed);
  expect(response.status).toBe(200);
  const texts = textsTo(number.normalized);
  const text = texts[texts.length - 1];
  if (!text) throw new Error('no text message at the gateway');
  return { number, code: codeIn(text.body), response };
}

/** PATCH /user/info-settings with text fields, as the dashboard sends it. */
async function saveSettings(agent: Agent, fields: Record<string, string>) {
  const response = await sendSettings(api, agent, fields);
  expect(response.status).toBe(200);
  return create(response.body, UserInfo);
}

describe('POST /user/phone/send-code and /user/phone/verify', () => {
  it('texts a code through the gateway, then saves the number as verified', async () => {
    const { agent } = await confirmedUser(api);
    const before = gateway.received.length;
    const { number, code, response } = await codeSent(agent);
    expect(create(response.body, CodeSentResponse)).toEqual({ ok: true, cooldownSeconds: 60 });

    const [request] = gateway.received.slice(before);
    expect(request).toMatchObject({ method: 'POST', path: '/messages' });
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from('meridian:p@ss:word').toString('base64')}`);
    expect(request?.body).toEqual({ to: number.normalized, body: expect.stringContaining(code) });
    expect(code).toMatch(/^\d{6}$/);

    // Sending a code saves nothing yet.
    expect(await userInfo(agent)).toMatchObject({ phone: null, phoneVerified: false });

    // However the number is spelled, it is the one the code was sent to.
    const verified = await verify(agent, ` ${number.typed} `, code);
    expect(verified.status).toBe(200);
    expect(create(verified.body, UserInfo)).toMatchObject({ phone: number.typed, phoneVerified: true });
    expect(await userInfo(agent)).toMatchObject({ phone: number.typed, phoneVerified: true });
  });

  it.each<[Language, string]>([
    ['en', 'Meridian: your code to verify this phone number is'],
    ['es', 'Meridian: tu código es'],
    ['fr', 'Meridian\u00a0: code'],
    ['pt', 'Meridian: seu código é'],
  ])('writes the text in the account’s language (%s)', async (language, opening) => {
    const { agent } = await confirmedUser(api, { language });
    const before = gateway.received.length;
    const { code } = await codeSent(agent);
    const [request] = gateway.received.slice(before);
    expect(request?.headers['content-language']).toBe(language);
    expect((request?.body as { body: string }).body).toMatch(new RegExp(`^${opening} ${code}[.,] `));
  });

  it('refuses a wrong code without changing anything, and still takes the right one', async () => {
    const { agent } = await confirmedUser(api);
    const { number, code } = await codeSent(agent);
    const wrong = await verify(agent, number.typed, wrongCode(code));
    expect(wrong.status).toBe(400);
    expect(errorOf(wrong).code).toBe('CODE_INVALID');
    expect(await userInfo(agent)).toMatchObject({ phone: null, phoneVerified: false });
    expect((await verify(agent, number.typed, code)).status).toBe(200);
  });

  it('voids the code at the fifth wrong try', async () => {
    const { agent } = await confirmedUser(api);
    const { number, code } = await codeSent(agent);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(errorOf(await verify(agent, number.typed, wrongCode(code))).code).toBe('CODE_INVALID');
    }
    const fifth = await verify(agent, number.typed, wrongCode(code));
    expect(fifth.status).toBe(400);
    expect(errorOf(fifth).code).toBe('CODE_ATTEMPTS_EXCEEDED');
    // The right code no longer works either.
    expect(errorOf(await verify(agent, number.typed, code)).code).toBe('CODE_ATTEMPTS_EXCEEDED');
    expect(await userInfo(agent)).toMatchObject({ phone: null, phoneVerified: false });
  });

  it('refuses a code after 10 minutes', async () => {
    const { agent } = await confirmedUser(api);
    const { number, code } = await codeSent(agent);
    api.clock.advance(VERIFICATION_CODE_LIFETIME_MS + 1000);
    await agent.post(apiRoutes.refreshSession.path);
    const late = await verify(agent, number.typed, code);
    expect(late.status).toBe(400);
    expect(errorOf(late).code).toBe('CODE_EXPIRED');
    expect(await userInfo(agent)).toMatchObject({ phone: null, phoneVerified: false });
  });

  it('takes a code once', async () => {
    const { agent } = await confirmedUser(api);
    const { number, code } = await codeSent(agent);
    expect((await verify(agent, number.typed, code)).status).toBe(200);
    await saveSettings(agent, { phone: '' });
    const again = await verify(agent, number.typed, code);
    expect(again.status).toBe(400);
    expect(errorOf(again).code).toBe('CODE_INVALID');
    expect(await userInfo(agent)).toMatchObject({ phone: null, phoneVerified: false });
  });

  it('verifies only the number the code was sent to, and only for the account that asked', async () => {
    const { agent } = await confirmedUser(api);
    const { number, code } = await codeSent(agent);
    const other = freshNumber();
    const elsewhere = await verify(agent, other.typed, code);
    expect(elsewhere.status).toBe(400);
    expect(errorOf(elsewhere).code).toBe('CODE_INVALID');

    const stranger = await confirmedUser(api);
    expect(errorOf(await verify(stranger.agent, number.typed, code)).code).toBe('CODE_INVALID');
    expect(await userInfo(stranger.agent)).toMatchObject({ phone: null, phoneVerified: false });

    expect(await userInfo(agent)).toMatchObject({ phone: null, phoneVerified: false });
    expect((await verify(agent, number.typed, code)).status).toBe(200);
  });

  it('sends one code a minute per account; a new code voids the previous one', async () => {
    const { agent } = await confirmedUser(api);
    const { number, code: first } = await codeSent(agent);
    const sentBefore = gateway.received.length;

    // Another number does not get around the wait.
    const again = await sendCode(agent, freshNumber().typed);
    expect(again.status).toBe(429);
    expect(errorOf(again)).toMatchObject({ code: 'RESEND_COOLDOWN', retryAfterSeconds: expect.any(Number) });
    expect(errorOf(again).retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(again.headers.get('retry-after')).toBe(String(errorOf(again).retryAfterSeconds));
    expect(gateway.received.length).toBe(sentBefore);

    api.clock.advance(61_000);
    expect((await sendCode(agent, number.typed)).status).toBe(200);
    const texts = textsTo(number.normalized);
    const second = codeIn(texts[texts.length - 1]?.body ?? '');
    if (second !== first) expect(errorOf(await verify(agent, number.typed, first)).code).toBe('CODE_INVALID');
    expect((await verify(agent, number.typed, second)).status).toBe(200);
  });

  it('texts at most PHONE_CODES_PER_DAY codes to an account in 24 hours', async () => {
    const { agent, body } = await confirmedUser(api);
    for (let sent = 0; sent < PHONE_CODES_PER_DAY; sent += 1) {
      await codeSent(agent);
      api.clock.advance(61_000);
    }
    const sentBefore = gateway.received.length;
    const number = freshNumber();
    const refused = await sendCode(agent, number.typed);
    expect(refused.status).toBe(429);
    const error = errorOf(refused);
    expect(error.code).toBe('RATE_LIMITED');
    // The first code leaves the window 24 hours after it was sent, about five minutes ago.
    const window = PHONE_CODES_WINDOW_MS / 1000;
    expect(error.retryAfterSeconds).toBeGreaterThan(window - 6 * 61);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(window - 5 * 61 + 1);
    expect(refused.headers.get('retry-after')).toBe(String(error.retryAfterSeconds));
    expect(gateway.received.length).toBe(sentBefore);

    // A day later (the session has ended meanwhile) texts go out again.
    api.clock.advance((error.retryAfterSeconds ?? 0) * 1000);
    const login = await agent.post(apiRoutes.login.path, { username: body.username, password: body.password });
    expect(login.status).toBe(200);
    expect((await sendCode(agent, number.typed)).status).toBe(200);
    expect(textsTo(number.normalized)).toHaveLength(1);
  });

  it('answers 503 SMS_UNAVAILABLE when the gateway fails, changing nothing and allowing a retry at once', async () => {
    const { agent } = await confirmedUser(api);
    const number = freshNumber();
    const before = await api.counts();
    gateway.answerWith(500);
    let failed: ApiResponse;
    try {
      failed = await sendCode(agent, number.typed);
    } finally {
      gateway.answerWith(200);
    }
    expect(failed.status).toBe(503);
    expect(errorOf(failed)).toMatchObject({
      code: 'SMS_UNAVAILABLE',
      message: 'The text message could not be sent. Try again in a moment.',
    });
    expect(textsTo(number.normalized)).toHaveLength(1);
    expect(await api.counts()).toEqual(before);
    expect(await userInfo(agent)).toMatchObject({ phone: null, phoneVerified: false });

    // No cooldown was spent on the failed message: the person can ask again straight away.
    const { code } = await (async () => {
      const response = await sendCode(agent, number.typed);
      expect(response.status).toBe(200);
      return { code: codeIn(textsTo(number.normalized)[1]?.body ?? '') };
    })();
    expect((await verify(agent, number.typed, code)).status).toBe(200);
  });

  it('keeps the previous code when a new one cannot be sent', async () => {
    const { agent } = await confirmedUser(api);
    const { number, code } = await codeSent(agent);
    api.clock.advance(61_000);
    gateway.answerWith(502);
    try {
      expect(errorOf(await sendCode(agent, number.typed)).code).toBe('SMS_UNAVAILABLE');
    } finally {
      gateway.answerWith(200);
    }
    expect((await verify(agent, number.typed, code)).status).toBe(200);
  });

  it('refuses malformed numbers and codes with 422, sending nothing', async () => {
    const { agent } = await confirmedUser(api);
    const before = gateway.received.length;
    const counts = await api.counts();
    const cases: [() => Promise<ApiResponse>, [string, string][]][] = [
      [() => sendCode(agent, 'call me maybe'), [['phone', 'invalid']]],
      [() => sendCode(agent, '12345'), [['phone', 'no_country_code']]],
      [() => sendCode(agent, '912 345 678'), [['phone', 'no_country_code']]],
      [() => sendCode(agent, '+999 912 345 678'), [['phone', 'unknown_country_code']]],
      [() => sendCode(agent, '+351 912 34'), [['phone', 'too_short']]],
      [() => sendCode(agent, '+1234567890123456'), [['phone', 'too_long']]],
      [() => sendCode(agent, '+44 7700 900123'), [['phone', 'invalid']]],
      [() => sendCode(agent, ''), [['phone', 'required']]],
      [() => sendCode(agent, 351912345678), [['phone', 'type']]],
      [() => agent.post(apiRoutes.sendPhoneCode.path, {}), [['phone', 'required']]],
      [() => agent.post(apiRoutes.sendPhoneCode.path, { phone: '+351912345678', to: 'x' }), [['to', 'unknown_field']]],
      [() => verify(agent, '+351912345678', '12345'), [['code', 'invalid']]],
      [() => verify(agent, '+351912345678', '12a456'), [['code', 'invalid']]],
      [() => verify(agent, 'nope', '123456'), [['phone', 'invalid']]],
      [() => agent.post(apiRoutes.verifyPhone.path, { code: '123456' }), [['phone', 'required']]],
    ];
    for (const [call, expected] of cases) {
      const response = await call();
      expect(response.status).toBe(422);
      const error = errorOf(response);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.details?.map((detail) => [detail.field, detail.code])).toEqual(expected);
    }
    const malformed = await agent.request('POST', apiRoutes.sendPhoneCode.path, {
      raw: '{"phone":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(gateway.received.length).toBe(before);
    expect(await api.counts()).toEqual(counts);
    // No cooldown was started either.
    expect((await codeSent(agent)).code).toMatch(/^\d{6}$/);
  });

  it('needs a signed-in account with its e-mail confirmed', async () => {
    for (const route of [apiRoutes.sendPhoneCode, apiRoutes.verifyPhone]) {
      const anonymous = await api.agent().post(route.path, { phone: '+351912345678', code: '123456' });
      expect(anonymous.status).toBe(401);
      expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');
    }
    const pending = await signUp(api);
    const before = gateway.received.length;
    const refused = await sendCode(pending.agent, '+351912345678');
    expect(refused.status).toBe(403);
    expect(errorOf(refused).code).toBe('ACTION_REQUIRED');
    expect(gateway.received.length).toBe(before);
  });
});

describe('the verified number and PATCH /user/info-settings', () => {
  it('keeps the verification for the same number, and clears it when the number changes or is removed', async () => {
    const { agent } = await confirmedUser(api);
    const { number, code } = await codeSent(agent);
    expect((await verify(agent, number.typed, code)).status).toBe(200);

    // Other settings, or the same number spelled otherwise, keep it verified.
    expect(await saveSettings(agent, { name: 'Ada' })).toMatchObject({ phone: number.typed, phoneVerified: true });
    expect(await saveSettings(agent, { phone: number.normalized })).toMatchObject({
      phone: number.normalized,
      phoneVerified: true,
    });

    const other = freshNumber();
    expect(await saveSettings(agent, { phone: other.typed })).toMatchObject({
      phone: other.typed,
      phoneVerified: false,
    });
    // Going back to the first number does not bring the verification back.
    expect(await saveSettings(agent, { phone: number.typed })).toMatchObject({ phoneVerified: false });
    expect(await userInfo(agent)).toMatchObject({ phone: number.typed, phoneVerified: false });

    api.clock.advance(61_000);
    await agent.post(apiRoutes.refreshSession.path);
    const again = await codeSent(agent);
    expect((await verify(agent, again.number.typed, again.code)).status).toBe(200);
    expect(await saveSettings(agent, { phone: '' })).toMatchObject({ phone: null, phoneVerified: false });
  });
});

describe('without SMS_URL (development)', () => {
  let local: TestApi;
  beforeAll(async () => {
    local = await startApi();
  });
  afterAll(() => local?.close());

  it('keeps the text in the outbox at GET /dev/sms-outbox, where the code can be read', async () => {
    const { agent } = await confirmedUser(local, { language: 'es' });
    const number = freshNumber();
    expect((await sendCode(agent, number.typed)).status).toBe(200);
    const [message] = await local.smsOutbox();
    expect(message).toMatchObject({
      to: number.normalized,
      kind: 'phone-code',
      language: 'es',
      text: expect.stringMatching(/^Meridian: tu código es \d{6}\. /),
    });
    const verified = await verify(agent, number.typed, codeIn(message?.text ?? ''));
    expect(create(verified.body, UserInfo)).toMatchObject({ phone: number.typed, phoneVerified: true });
  });
});

describe('with an unreachable gateway', () => {
  let unreachable: TestApi;
  beforeAll(async () => {
    // A port that was just free: nothing listens there.
    const closed = await startSmsGateway();
    const url = closed.url;
    await closed.close();
    unreachable = await startApi({ SMS_URL: url });
  });
  afterAll(() => unreachable?.close());

  it('answers 503 SMS_UNAVAILABLE and saves nothing', async () => {
    const { agent } = await confirmedUser(unreachable);
    const before = await unreachable.counts();
    const response = await sendCode(agent, freshNumber().typed);
    expect(response.status).toBe(503);
    expect(errorOf(response).code).toBe('SMS_UNAVAILABLE');
    expect(await unreachable.counts()).toEqual(before);
  });
});
