// A store's metadata on a checkout: its own facts about the order, up to 20 short strings by
// key, given back as they were sent. The request's rule (public-api.ts) and the answer's shape
// (checkout-object.ts) share these bounds, so that the document says them on both.
import { string } from 'superstruct';
import { annotate } from './schema';

export const METADATA_KEYS_MAX = 20;
export const METADATA_KEY_MAX_LENGTH = 40;
export const METADATA_VALUE_MAX_LENGTH = 500;

/** A metadata key: 1 to 40 characters. */
export const MetadataKey = annotate(string(), { minLength: 1, maxLength: METADATA_KEY_MAX_LENGTH });
/** A metadata value: a string of up to 500 characters. */
export const MetadataValue = annotate(string(), { maxLength: METADATA_VALUE_MAX_LENGTH });
