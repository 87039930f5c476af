import {
  checkPhoneNumber,
  FIELD_ERROR_CODES,
  PHONE_PROBLEM_MESSAGES,
  type FieldError,
  type FieldErrorCode,
} from '@meridian/contract';
import { validate, type Failure, type Struct } from 'superstruct';
import { ApiError } from './errors';

const fieldCodes: ReadonlySet<string> = new Set(FIELD_ERROR_CODES);

function fieldCode(failure: Failure): FieldErrorCode {
  if (failure.type === 'never') return 'unknown_field';
  if (failure.value === undefined) return 'required';
  if (failure.refinement && fieldCodes.has(failure.refinement)) return failure.refinement as FieldErrorCode;
  if (failure.type === 'enums' || failure.type === 'literal') return 'invalid';
  return 'type';
}

function fieldMessage(failure: Failure, code: FieldErrorCode): string {
  switch (code) {
    case 'unknown_field':
      return 'This field is not accepted';
    case 'required':
      return 'This field is required';
    case 'type':
      return failure.path.length === 0 ? 'The body must be a JSON object' : `Expected a ${failure.type}`;
    default:
      // Refinement messages are written for people; enums messages list every value: shorten.
      return failure.type === 'enums' ? 'Not one of the accepted values' : failure.message;
  }
}

/** One entry per field (its first failure), in body order. */
export function fieldErrors(failures: Failure[]): FieldError[] {
  const seen = new Set<string>();
  const details: FieldError[] = [];
  for (const failure of failures) {
    const field = failure.path.join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    const code = fieldCode(failure);
    details.push({ field, code, message: fieldMessage(failure, code) });
  }
  return details;
}

/**
 * The whole phone rule (`checkPhoneNumber`: the number's country code, length and numbering
 * plan) on a number the request's struct has already accepted the shape of: 422
 * VALIDATION_FAILED naming the field and the problem. An empty or absent number passes: the
 * struct has said whether one is required. The structs check the shape only, so that the
 * route tables the dashboard loads do not carry the numbering plans (contract's phone.ts).
 */
export function requirePhoneNumber(field: string, value: string | null | undefined): void {
  if (value === undefined || value === null || value.trim() === '') return;
  const problem = checkPhoneNumber(value);
  if (problem === null) return;
  const message = PHONE_PROBLEM_MESSAGES[problem];
  throw new ApiError('VALIDATION_FAILED', { message, details: [{ field, code: problem, message }] });
}

/** Validates a request body with a contract struct: 422 VALIDATION_FAILED with field details. */
export function parseBody<T>(struct: Struct<T, unknown>, body: unknown): T {
  const input = body === undefined ? {} : body;
  // Every body is a JSON object; superstruct's object() would walk an array's indexes.
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new ApiError('VALIDATION_FAILED', {
      details: [{ field: '', code: 'type', message: 'The body must be a JSON object' }],
    });
  }
  const [error, value] = validate(input, struct);
  if (error) throw new ApiError('VALIDATION_FAILED', { details: fieldErrors(error.failures()) });
  return value;
}

/**
 * Validates a query string with a contract struct, as a body is: 422 VALIDATION_FAILED with one
 * detail per field (a repeated parameter arrives as a list, and is refused as the wrong type).
 */
export function parseQuery<T>(struct: Struct<T, unknown>, query: unknown): T {
  const input = typeof query === 'object' && query !== null ? { ...query } : {};
  const [error, value] = validate(input, struct);
  if (error) throw new ApiError('VALIDATION_FAILED', { details: fieldErrors(error.failures()) });
  return value;
}
