import { ApiError } from '@meridian/data';
import { describe, expect, it } from 'vitest';
import { authScreenErrors } from './auth-errors';

const api = (status: number, code: ConstructorParameters<typeof ApiError>[1], fieldErrors = []) =>
  new ApiError(status, code, 'English text for developers', { fieldErrors });

describe('authScreenErrors', () => {
  it.each([
    ['login', api(401, 'INVALID_CREDENTIALS'), { error: 'loginFailed' }],
    ['login', api(429, 'RATE_LIMITED'), { error: 'tooManyAttempts' }],
    ['login', api(0, 'NETWORK_ERROR'), { error: 'network' }],
    ['login', api(500, 'INTERNAL'), { error: 'loginFailed' }],
    ['login', new TypeError('bug'), { error: 'loginFailed' }],
    ['signup', api(409, 'CONFLICT'), { fieldErrors: { username: 'usernameUnavailable' } }],
    ['signup', api(422, 'PASSWORD_COMMON'), { fieldErrors: { password: 'passwordTooCommon' } }],
    ['signup', api(422, 'PASSWORD_TOO_WEAK'), { error: 'signupFailed' }],
    ['signup', api(502, 'HTTP_ERROR'), { error: 'signupFailed' }],
    ['confirmCode', api(400, 'CODE_INVALID'), { fieldErrors: { code: 'wrongCode' } }],
    ['confirmCode', api(400, 'CODE_EXPIRED'), { error: 'codeExpired' }],
    ['confirmCode', api(400, 'CODE_ATTEMPTS_EXCEEDED'), { error: 'codeExpired' }],
    ['confirmCode', api(401, 'UNAUTHENTICATED'), { error: 'confirmFailed' }],
    ['forgotPassword', api(429, 'RESEND_COOLDOWN'), { error: 'tooManyAttempts' }],
    ['forgotPassword', api(500, 'INTERNAL'), { error: 'resetFailed' }],
    ['resetPassword', api(400, 'CODE_INVALID'), { fieldErrors: { code: 'wrongCode' } }],
    ['resetPassword', api(400, 'CODE_EXPIRED'), { error: 'codeExpired' }],
    ['resetPassword', api(422, 'PASSWORD_COMMON'), { fieldErrors: { newPassword: 'passwordTooCommon' } }],
    ['resetPassword', api(500, 'INTERNAL'), { error: 'resetFailed' }],
    ['updatePassword', api(401, 'INVALID_CREDENTIALS'), { fieldErrors: { currentPassword: 'currentPasswordWrong' } }],
    ['updatePassword', api(500, 'INTERNAL'), { error: 'updatePasswordFailed' }],
  ] as const)('%s: %s', (form, error, expected) => {
    expect(authScreenErrors(form, error)).toEqual(expected);
  });

  it('places field codes of a validation failure next to their fields', () => {
    const error = new ApiError(422, 'VALIDATION_FAILED', 'Invalid body', {
      fieldErrors: [
        { field: 'password', code: 'common', message: 'Too common' },
        { field: 'email', code: 'invalid', message: 'Invalid' },
      ],
    });
    expect(authScreenErrors('signup', error)).toEqual({ fieldErrors: { password: 'passwordTooCommon' } });
    const other = new ApiError(422, 'VALIDATION_FAILED', 'Invalid body', {
      fieldErrors: [{ field: 'email', code: 'invalid', message: 'Invalid' }],
    });
    expect(authScreenErrors('signup', other)).toEqual({ error: 'signupFailed' });
  });

  it('shows nothing without an error', () => {
    expect(authScreenErrors('login', undefined)).toEqual({});
  });
});
