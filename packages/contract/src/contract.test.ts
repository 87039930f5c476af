import { validate } from 'superstruct';
import { ChangePasswordRequest, SignupRequest } from './auth';
import { CookieName, isSessionActive, isSessionRefreshable, isSessionValid, readSessionCookies } from './cookies';
import { COUNTRY_CODES } from './countries';
import { checkEmail, checkPassword, checkUsername } from './rules';
import { SendPhoneCodeRequest, VerifyPhoneRequest } from './user';
import { checkPhoneNumber, isPhoneNumber, normalizePhoneNumber } from './phone-number';

const signup = {
  username: 'ada_lovelace',
  password: 'analytical-engine',
  email: 'ada@example.com',
  roles: [],
  country: 'GB',
  language: 'en',
  acceptTerms: true,
};

describe('request structs', () => {
  it('accepts a complete signup and rejects unknown fields', () => {
    expect(validate(signup, SignupRequest)[0]).toBeUndefined();
    const [error] = validate({ ...signup, admin: true }, SignupRequest);
    expect(error?.failures().map((f) => [f.path.join('.'), f.type])).toEqual([['admin', 'never']]);
  });

  it('names each broken rule after its field error code', () => {
    const [error] = validate(
      { ...signup, username: 'a', password: 'short', roles: ['owner'], acceptTerms: false },
      SignupRequest,
    );
    expect(error?.failures().map((f) => [f.path.join('.'), f.refinement])).toEqual([
      ['username', 'too_short'],
      ['password', 'too_short'],
      ['roles', 'not_allowed'],
      ['acceptTerms', 'not_accepted'],
    ]);
  });

  it('accepts either form of change-password', () => {
    expect(validate({ currentPassword: 'x', newPassword: 'longenough' }, ChangePasswordRequest)[0]).toBeUndefined();
    expect(
      validate({ email: 'a@b.co', code: '123456', newPassword: 'longenough' }, ChangePasswordRequest)[0],
    ).toBeUndefined();
    expect(validate({ code: '123456', newPassword: 'longenough' }, ChangePasswordRequest)[0]).toBeDefined();
  });
});

describe('field rules', () => {
  it.each([
    ['', 'required'],
    ['ab', 'too_short'],
    ['a'.repeat(33), 'too_long'],
    ['-ada', 'invalid'],
    ['ada@x', 'invalid'],
    ['Ada.L_1', null],
  ])('username %j -> %s', (value, problem) => expect(checkUsername(value)).toBe(problem));

  it.each([
    ['', 'required'],
    ['nope', 'invalid'],
    ['ada@example.com', null],
  ])('email %j -> %s', (value, problem) => expect(checkEmail(value)).toBe(problem));

  it('measures passwords in code points and refuses the username', () => {
    expect(checkPassword('seven77')).toBe('too_short');
    expect(checkPassword('🔑🔑🔑🔑🔑🔑🔑🔑')).toBeNull();
    expect(checkPassword('x'.repeat(129))).toBe('too_long');
    expect(checkPassword('Ada_Lovelace', { username: 'ada_lovelace' })).toBe('weak');
    expect(checkPassword('ada-lovelace', { email: 'ada-lovelace@example.com' })).toBe('weak');
  });

  it('reads phone numbers with separators, and compares them without', () => {
    expect(isPhoneNumber('+351 (912) 345-678')).toBe(true);
    expect(normalizePhoneNumber(' +351 (912) 345-678 ')).toBe('+351912345678');
    expect(normalizePhoneNumber('+351.912.345.678')).toBe(normalizePhoneNumber('+351912345678'));
    expect(validate({ phone: '+351 912 345 678' }, SendPhoneCodeRequest)[0]).toBeUndefined();
    const [error] = validate({ phone: '12 ab', code: '12345' }, VerifyPhoneRequest);
    expect(error?.failures().map((f) => [f.path.join('.'), f.refinement])).toEqual([
      ['phone', 'invalid'],
      ['code', 'invalid'],
    ]);
  });

  it.each([
    ['+351 912 345 678', null],
    ['+1 (202) 555-0143', null],
    ['+44 20 7946 0958', null],
    ['', 'required'],
    ['912 345 678', 'no_country_code'],
    ['00351 912 345 678', 'no_country_code'],
    ['+999 123 456', 'unknown_country_code'],
    ['+351 912', 'too_short'],
    ['+351 912 345 678 999 1', 'too_long'],
    ['+1 555 555 5555 ', 'invalid'],
    ['+351 912 ABC 678', 'invalid'],
  ])('reads %j as an international phone number: %s', (value, problem) => {
    expect(checkPhoneNumber(value)).toBe(problem);
  });

  it('checks the characters of a number in the structs (the API applies the whole rule after them)', () => {
    const codes = (phone: string) =>
      validate({ phone }, SendPhoneCodeRequest)[0]
        ?.failures()
        .map((f) => f.refinement) ?? [];
    expect(codes('912 345 678')).toEqual([]);
    expect(codes('+351 912 ABC')).toEqual(['invalid']);
    expect(codes('+351 912 345 678')).toEqual([]);
  });

  it('lists the 249 assigned ISO 3166-1 codes', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
  });
});

describe('session cookies', () => {
  const header = [
    `${CookieName.sessionExpiry}=1000`,
    `${CookieName.sessionRefreshThreshold}=880`,
    `${CookieName.userActionsRequired}=${encodeURIComponent('["CONFIRM_CODE_VERIFICATION","BOGUS"]')}`,
    `${CookieName.userWorkspaces}=%5B%5D`,
    `${CookieName.selectedWorkspaceId}=`,
  ].join('; ');

  it('decodes the readable cookies and drops unknown actions', () => {
    expect(readSessionCookies(header)).toEqual({
      sessionExpiry: 1000,
      sessionRefreshThreshold: 880,
      userActionsRequired: ['CONFIRM_CODE_VERIFICATION'],
      pendingInvites: [],
      userWorkspaces: [],
      selectedWorkspaceId: null,
    });
  });

  it('follows the session rules of docs/product.md', () => {
    const cookies = readSessionCookies(header);
    expect(isSessionValid(cookies, 999)).toBe(true);
    expect(isSessionValid(cookies, 1000)).toBe(false);
    expect(isSessionRefreshable(cookies, 879)).toBe(false);
    expect(isSessionRefreshable(cookies, 880)).toBe(true);
    expect(isSessionRefreshable(readSessionCookies(''), 5000)).toBe(false);
    expect(isSessionActive({ ...cookies, userActionsRequired: [] }, 500)).toBe(true);
    expect(isSessionActive(cookies, 500)).toBe(false);
  });
});
