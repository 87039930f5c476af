import { checkPassword, normalizePassword } from '@meridian/contract';
import { ApiError } from '../http/errors';
import { isCommonPassword } from '../security/passwords';

/**
 * Beyond the struct's length rule: not the username or e-mail (PASSWORD_TOO_WEAK), not a
 * common password (PASSWORD_COMMON). Both 422 with the field in `details`.
 */
export function assertPasswordAllowed(
  password: string,
  field: string,
  identity: { username?: string; email?: string },
): void {
  // Judged in the form it is stored in.
  password = normalizePassword(password);
  if (checkPassword(password, identity) === 'weak') {
    throw new ApiError('PASSWORD_TOO_WEAK', {
      details: [{ field, code: 'weak', message: 'The password must not be your username or e-mail address' }],
    });
  }
  if (isCommonPassword(password)) {
    throw new ApiError('PASSWORD_COMMON', {
      details: [{ field, code: 'common', message: 'This password is among the most common ones' }],
    });
  }
}
