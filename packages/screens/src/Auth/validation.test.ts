import { describe, expect, it } from 'vitest';
import {
  characterCount,
  checkCode,
  checkConfirmation,
  checkEmail,
  checkNewPassword,
  checkRequired,
  checkUsername,
  collectErrors,
  normalizeCode,
} from './validation';

describe('auth validation', () => {
  it.each([
    ['', 'emailRequired'],
    ['   ', 'emailRequired'],
    ['ana', 'emailInvalid'],
    ['ana@', 'emailInvalid'],
    ['ana@example', 'emailInvalid'],
    ['ana silva@example.com', 'emailInvalid'],
    [`${'a'.repeat(250)}@example.com`, 'emailInvalid'],
    ['ana@example.com', undefined],
    ['  ana.silva+shop@mail.example.pt ', undefined],
  ])('checks the email %j', (value, expected) => {
    expect(checkEmail(value)).toBe(expected);
  });

  it.each([
    ['', 'newPasswordRequired'],
    ['1234567', 'passwordTooShort'],
    ['12345678', undefined],
    ['x'.repeat(128), undefined],
    ['x'.repeat(129), 'passwordTooLong'],
    // Seven emoji are seven characters, although they are fourteen UTF-16 units.
    ['🔑'.repeat(7), 'passwordTooShort'],
    ['🔑'.repeat(8), undefined],
  ])('checks a new password of %j', (value, expected) => {
    expect(checkNewPassword(value)).toBe(expected);
  });

  it.each([
    ['', 'usernameRequired'],
    ['ab', 'usernameTooShort'],
    ['a'.repeat(33), 'usernameTooLong'],
    ['ana silva', 'usernameInvalid'],
    ['.ana', 'usernameInvalid'],
    ['ana@shop', 'usernameInvalid'],
    ['ana.silva_2-b', undefined],
    ['  ana  ', undefined],
  ])('checks the username %j', (value, expected) => {
    expect(checkUsername(value)).toBe(expected);
  });

  it('refuses a new password equal to the username or the email', () => {
    const identity = { username: 'Ana.Silva', email: 'Ana.Silva.Shop@example.com' };
    expect(checkNewPassword('ana.silva', identity)).toBe('passwordWeak');
    expect(checkNewPassword('ana.silva.shop@example.com', identity)).toBe('passwordWeak');
    expect(checkNewPassword('ANA.SILVA.SHOP', identity)).toBe('passwordWeak');
    expect(checkNewPassword('ana.silva.1', identity)).toBeUndefined();
  });

  it('counts code points', () => {
    expect(characterCount('año🔑')).toBe(4);
  });

  it.each([
    ['', 'codeRequired'],
    ['12345', 'codeInvalid'],
    ['1234567', 'codeInvalid'],
    ['12a456', 'codeInvalid'],
    ['123456', undefined],
    ['123 456', undefined],
    ['123-456', undefined],
  ])('checks the code %j', (value, expected) => {
    expect(checkCode(value)).toBe(expected);
  });

  it('normalizes pasted codes', () => {
    expect(normalizeCode(' 123-456 ')).toBe('123456');
  });

  it('checks the confirmation of a new password', () => {
    expect(checkConfirmation('', 'secret-pass')).toBe('confirmPasswordRequired');
    expect(checkConfirmation('secret-pas', 'secret-pass')).toBe('passwordMismatch');
    expect(checkConfirmation('secret-pass', 'secret-pass')).toBeUndefined();
  });

  it('treats blank text as missing', () => {
    expect(checkRequired('  ', 'usernameRequired')).toBe('usernameRequired');
    expect(checkRequired(' ana ', 'usernameRequired')).toBeUndefined();
  });

  it('keeps only the failed checks', () => {
    expect(collectErrors({ email: 'emailInvalid', password: undefined })).toEqual({ email: 'emailInvalid' });
    expect(collectErrors({ email: undefined })).toEqual({});
  });
});
