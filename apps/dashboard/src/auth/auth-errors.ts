import type { FieldErrorCode } from '@meridian/contract';
import { clientErrorCodes, isApiError, type ApiErrorCode } from '@meridian/data';
import type { AuthErrorKey } from '@meridian/screens';

/**
 * What an auth screen shows for a failed submission: a form-level error and errors by field
 * name (a screen shows those of its own fields).
 */
export interface ScreenErrors {
  error?: AuthErrorKey;
  fieldErrors?: Record<string, AuthErrorKey>;
}

type Form = 'login' | 'signup' | 'confirmCode' | 'forgotPassword' | 'resetPassword' | 'updatePassword';

/** The message each form shows when nothing more specific applies (the product's error texts). */
const fallback: Record<Form, AuthErrorKey> = {
  login: 'loginFailed',
  signup: 'signupFailed',
  confirmCode: 'confirmFailed',
  forgotPassword: 'resetFailed',
  resetPassword: 'resetFailed',
  updatePassword: 'updatePasswordFailed',
};

type Outcome = AuthErrorKey | { field: string; key: AuthErrorKey };

/** API error codes with a more precise message than the form's fallback, per form. */
const byCode: Record<Form, Partial<Record<ApiErrorCode, Outcome>>> = {
  login: { INVALID_CREDENTIALS: 'loginFailed', RATE_LIMITED: 'tooManyAttempts' },
  signup: {
    CONFLICT: { field: 'username', key: 'usernameUnavailable' },
    PASSWORD_COMMON: { field: 'password', key: 'passwordTooCommon' },
  },
  confirmCode: {
    CODE_INVALID: { field: 'code', key: 'wrongCode' },
    CODE_EXPIRED: 'codeExpired',
    // Five wrong tries void the code: like an expired one, it needs a new code.
    CODE_ATTEMPTS_EXCEEDED: 'codeExpired',
    RATE_LIMITED: 'tooManyAttempts',
  },
  forgotPassword: { RESEND_COOLDOWN: 'tooManyAttempts', RATE_LIMITED: 'tooManyAttempts' },
  resetPassword: {
    CODE_INVALID: { field: 'code', key: 'wrongCode' },
    CODE_EXPIRED: 'codeExpired',
    CODE_ATTEMPTS_EXCEEDED: 'codeExpired',
    PASSWORD_COMMON: { field: 'newPassword', key: 'passwordTooCommon' },
    RATE_LIMITED: 'tooManyAttempts',
  },
  updatePassword: {
    INVALID_CREDENTIALS: { field: 'currentPassword', key: 'currentPasswordWrong' },
    PASSWORD_COMMON: { field: 'newPassword', key: 'passwordTooCommon' },
    RATE_LIMITED: 'tooManyAttempts',
  },
};

/** Field error codes of a VALIDATION_FAILED answer that have a message of their own, by field. */
const byFieldCode: Partial<Record<FieldErrorCode, AuthErrorKey>> = {
  common: 'passwordTooCommon',
};

/**
 * Turns a failed auth request into the keys the auth screens show. Unreachable API: the
 * network message. Known codes: their message, next to the field when there is one. The rest:
 * the form's own message ("Login failed. Please check your credentials and try again."...).
 */
export function authScreenErrors(form: Form, error: unknown): ScreenErrors {
  if (!error) return {};
  if (!isApiError(error)) return { error: fallback[form] };
  if (error.code === clientErrorCodes.network) return { error: 'network' };
  const outcome = byCode[form][error.code];
  if (typeof outcome === 'string') return { error: outcome };
  if (outcome) return { fieldErrors: { [outcome.field]: outcome.key } };
  if (error.code === 'VALIDATION_FAILED') {
    const fieldErrors: Record<string, AuthErrorKey> = {};
    for (const failure of error.fieldErrors) {
      const key = byFieldCode[failure.code];
      if (key) fieldErrors[failure.field] = key;
    }
    if (Object.keys(fieldErrors).length > 0) return { fieldErrors };
  }
  return { error: fallback[form] };
}
