import type { FieldError } from '@meridian/contract';
import { ApiError } from '@meridian/data';
import { describe, expect, it } from 'vitest';
import { businessDetailsFieldErrors, inviteErrors, onboardingErrors, passwordFieldErrors } from './workspace-errors';

type Detail = FieldError;

const validation = (...details: Detail[]) =>
  new ApiError(422, 'VALIDATION_FAILED', 'Invalid body', { fieldErrors: details });
const detail = (field: string, code: Detail['code']): Detail => ({ field, code, message: 'English' });

describe('onboardingErrors', () => {
  it('places each refused field of the request on its form field', () => {
    expect(
      onboardingErrors(
        validation(
          detail('name', 'too_long'),
          detail('websiteUrl', 'invalid'),
          detail('phone', 'invalid'),
          detail('useCaseOther', 'required'),
        ),
      ),
    ).toEqual({
      fieldErrors: {
        name: 'nameTooLong',
        website: 'websiteInvalid',
        phone: 'phoneInvalid',
        useCaseOther: 'useCaseOtherRequired',
      },
    });
    expect(onboardingErrors(validation(detail('phone', 'required'), detail('size', 'invalid')))).toEqual({
      fieldErrors: { phone: 'phoneRequired', size: 'sizeRequired' },
    });
  });

  it('falls back to the form-level messages', () => {
    expect(onboardingErrors(new ApiError(0, 'NETWORK_ERROR', 'offline'))).toEqual({ error: 'network' });
    expect(onboardingErrors(new ApiError(500, 'INTERNAL', 'boom'))).toEqual({ error: 'createFailed' });
    expect(onboardingErrors(validation(detail('unknown', 'unknown_field')))).toEqual({ error: 'createFailed' });
    expect(onboardingErrors(undefined)).toEqual({});
  });
});

describe('inviteErrors', () => {
  const conflict = (code: Detail['code']) =>
    new ApiError(409, 'CONFLICT', 'Taken', { fieldErrors: [detail('email', code)] });

  it.each([
    [conflict('already_member'), { fieldErrors: { email: 'alreadyMember' } }],
    [conflict('already_invited'), { fieldErrors: { email: 'alreadyInvited' } }],
    [validation(detail('email', 'invalid')), { fieldErrors: { email: 'emailInvalid' } }],
    [new ApiError(403, 'FORBIDDEN', 'No'), { error: 'inviteFailed' }],
    [new ApiError(0, 'NETWORK_ERROR', 'offline'), { error: 'network' }],
  ])('%s', (error, expected) => {
    expect(inviteErrors(error)).toEqual(expected);
  });
});

describe('businessDetailsFieldErrors', () => {
  it('names the form fields of the refused request fields', () => {
    expect(
      businessDetailsFieldErrors(
        validation(
          detail('websiteUrl', 'invalid'),
          detail('email', 'invalid'),
          detail('structuredAddress.street', 'required'),
          detail('structuredAddress.country', 'invalid'),
        ),
      ),
    ).toEqual({
      website: 'websiteInvalid',
      email: 'emailInvalid',
      street: 'streetRequired',
      country: 'countryRequired',
    });
    expect(businessDetailsFieldErrors(new ApiError(500, 'INTERNAL', 'boom'))).toEqual({});
  });
});

describe('passwordFieldErrors', () => {
  it('marks a wrong current password and a common new one', () => {
    expect(passwordFieldErrors(new ApiError(401, 'INVALID_CREDENTIALS', 'x'))).toEqual({
      currentPassword: 'currentPasswordWrong',
    });
    expect(passwordFieldErrors(new ApiError(422, 'PASSWORD_COMMON', 'x'))).toEqual({
      newPassword: 'passwordTooCommon',
    });
    expect(passwordFieldErrors(validation(detail('newPassword', 'common')))).toEqual({
      newPassword: 'passwordTooCommon',
    });
    expect(passwordFieldErrors(new ApiError(500, 'INTERNAL', 'x'))).toBeUndefined();
  });
});
