import type { FieldError } from '@meridian/contract';
import { clientErrorCodes, isApiError } from '@meridian/data';
import {
  phoneErrorKeyOfCode,
  type BusinessDetailsErrorKey,
  type BusinessDetailsValues,
  type InviteMemberErrorKey,
  type OnboardingErrorKey,
  type OnboardingErrors,
  type PasswordFieldErrors,
} from '@meridian/screens';

const isNetwork = (error: unknown) => isApiError(error) && error.code === clientErrorCodes.network;
const detailsOf = (error: unknown): readonly FieldError[] =>
  isApiError(error) && error.code === 'VALIDATION_FAILED' ? error.fieldErrors : [];

/**
 * The onboarding's errors for a failed POST /company: each refused field of a
 * VALIDATION_FAILED answer next to its field (the screen goes back to that field's step), the
 * network message when the API was unreachable, "could not create" otherwise.
 */
export function onboardingErrors(error: unknown): { error?: OnboardingErrorKey; fieldErrors?: OnboardingErrors } {
  if (!error) return {};
  if (isNetwork(error)) return { error: 'network' };
  const fieldErrors: OnboardingErrors = {};
  for (const { field, code } of detailsOf(error)) {
    switch (field) {
      case 'name':
        fieldErrors.name = code === 'too_long' ? 'nameTooLong' : 'nameRequired';
        break;
      case 'size':
        fieldErrors.size = 'sizeRequired';
        break;
      case 'sizeOther':
        fieldErrors.sizeOther = 'sizeOtherRequired';
        break;
      case 'country':
        fieldErrors.country = 'countryRequired';
        break;
      case 'websiteUrl':
        fieldErrors.website = 'websiteInvalid';
        break;
      case 'useCases':
        fieldErrors.useCases = 'useCasesRequired';
        break;
      case 'useCaseOther':
        fieldErrors.useCaseOther = 'useCaseOtherRequired';
        break;
      case 'phone':
        fieldErrors.phone = code === 'required' ? 'phoneRequired' : 'phoneInvalid';
        break;
    }
  }
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors };
  return { error: 'createFailed' };
}

type BusinessField = keyof BusinessDetailsValues;

/** The business details fields a refused PATCH /company/{id} names, with their message. */
export function businessDetailsFieldErrors(error: unknown): Partial<Record<BusinessField, BusinessDetailsErrorKey>> {
  const fieldErrors: Partial<Record<BusinessField, BusinessDetailsErrorKey>> = {};
  for (const { field, code } of detailsOf(error)) {
    if (field === 'websiteUrl') fieldErrors.website = 'websiteInvalid';
    else if (field === 'email') fieldErrors.email = 'emailInvalid';
    else if (field === 'phone') fieldErrors.phone = phoneErrorKeyOfCode(code);
    else if (field === 'structuredAddress.street') fieldErrors.street = 'streetRequired';
    else if (field === 'country' || field === 'structuredAddress.country') fieldErrors.country = 'countryRequired';
  }
  return fieldErrors;
}

/**
 * The invite form's errors for a failed POST /company/{id}/members/invites: an address that is
 * already a member or already invited (CONFLICT with a field detail), an invalid address, the
 * network message, or "could not send" otherwise.
 */
export function inviteErrors(error: unknown): {
  error?: InviteMemberErrorKey;
  fieldErrors?: Partial<Record<'email', InviteMemberErrorKey>>;
} {
  if (!error) return {};
  if (isNetwork(error)) return { error: 'network' };
  if (isApiError(error)) {
    for (const { field, code } of error.fieldErrors) {
      if (field !== 'email') continue;
      if (code === 'already_member') return { fieldErrors: { email: 'alreadyMember' } };
      if (code === 'already_invited') return { fieldErrors: { email: 'alreadyInvited' } };
      if (error.code === 'VALIDATION_FAILED') return { fieldErrors: { email: 'emailInvalid' } };
    }
  }
  return { error: 'inviteFailed' };
}

/** The password form's field errors for a failed change: a wrong current password, a common new one. */
export function passwordFieldErrors(error: unknown): PasswordFieldErrors | undefined {
  if (!isApiError(error)) return undefined;
  if (error.code === 'INVALID_CREDENTIALS') return { currentPassword: 'currentPasswordWrong' };
  if (error.code === 'PASSWORD_COMMON') return { newPassword: 'passwordTooCommon' };
  if (error.fieldErrors.some(({ field, code }) => field === 'newPassword' && code === 'common')) {
    return { newPassword: 'passwordTooCommon' };
  }
  return undefined;
}
