// The shapes every struct of the contract shares, declared here only: an object's id and a
// moment in time, as the API answers them and as a request names them, and the id check.
import { string } from 'superstruct';
import { annotate } from './schema';
import { singleLineText } from './text';

/** An object's id as the API answers it: a UUID. */
export const Uuid = annotate(string(), { format: 'uuid' });

/**
 * An id a request names (a path, query or body field): one line of text, checked by the route
 * (`isUuid`): an unknown id is a 404 or a field error.
 */
export const UuidField = annotate(singleLineText(), { format: 'uuid' });

/** A moment as the API answers it: ISO 8601 with its offset (`2026-06-15T10:30:00.000Z`). */
export const DateTime = annotate(string(), { format: 'date-time', description: 'ISO 8601' });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is a UUID (any version, either case): the one id check of the API and its clients. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
