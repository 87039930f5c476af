import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleUser, minute, sessionIssued, dataWrapper, withFakeApi } from '../test/fake-api';
import { useSendPhoneCode } from './user-phone-code-send-mutation';
import { useVerifyPhone } from './user-phone-verify-mutation';
import { useUserInfo } from './user-info-query';

const api = withFakeApi();

const wrapper = dataWrapper(api);

describe('phone verification', () => {
  it('sends a code, then verifies and caches the user of the answer', async () => {
    sessionIssued(minute);
    const bodies: unknown[] = [];
    api.current.routes.set('GET /user/info', () => ({ json: exampleUser }));
    api.current.routes.set('POST /user/phone/send-code', ({ body }) => {
      bodies.push(JSON.parse(body));
      return { json: { ok: true, cooldownSeconds: 60 } };
    });
    api.current.routes.set('POST /user/phone/verify', ({ body }) => {
      bodies.push(JSON.parse(body));
      return { json: { ...exampleUser, phone: '+351 912 345 678', phoneVerified: true } };
    });
    const { result } = renderHook(() => ({ send: useSendPhoneCode(), verify: useVerifyPhone(), user: useUserInfo() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.user.data).toEqual(exampleUser));

    await act(async () => {
      await expect(result.current.send.trigger({ phone: '+351 912 345 678' })).resolves.toEqual({
        ok: true,
        cooldownSeconds: 60,
      });
    });
    await act(() => result.current.verify.trigger({ phone: '+351 912 345 678', code: '042917' }));
    expect(result.current.user.data).toMatchObject({ phone: '+351 912 345 678', phoneVerified: true });
    expect(bodies).toEqual([{ phone: '+351 912 345 678' }, { phone: '+351 912 345 678', code: '042917' }]);
    expect(api.current.hits.filter((hit) => hit === 'GET /user/info')).toHaveLength(1);
  });

  it('reports the cooldown, a failed text message and a wrong code by their codes, once each', async () => {
    sessionIssued(minute);
    api.current.routes.set('POST /user/phone/send-code', () => ({
      status: 429,
      json: { error: { code: 'RESEND_COOLDOWN', message: 'Wait', retryAfterSeconds: 42 } },
    }));
    api.current.routes.set('POST /user/phone/verify', () => ({
      status: 400,
      json: { error: { code: 'CODE_INVALID', message: 'The code is not valid.' } },
    }));
    const { result } = renderHook(() => ({ send: useSendPhoneCode(), verify: useVerifyPhone() }), { wrapper });
    await act(async () => {
      await expect(result.current.send.trigger({ phone: '+351912345678' })).rejects.toMatchObject({
        status: 429,
        code: 'RESEND_COOLDOWN',
        retryAfterSeconds: 42,
      });
      await expect(result.current.verify.trigger({ phone: '+351912345678', code: '000000' })).rejects.toMatchObject({
        code: 'CODE_INVALID',
      });
    });

    api.current.routes.set('POST /user/phone/send-code', () => ({
      status: 503,
      json: { error: { code: 'SMS_UNAVAILABLE', message: 'The text message could not be sent.' } },
    }));
    await act(async () => {
      await expect(result.current.send.trigger({ phone: '+351912345678' })).rejects.toMatchObject({
        status: 503,
        code: 'SMS_UNAVAILABLE',
      });
    });
    // A failed text is not sent again behind the person's back.
    expect(api.current.hits.filter((hit) => hit === 'POST /user/phone/send-code')).toHaveLength(2);
  });
});
