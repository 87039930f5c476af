import type { Struct } from 'superstruct';

/**
 * Facts about a struct that superstruct does not expose (length bounds, patterns, union
 * members). The server turns structs into its OpenAPI document with them; clients can ignore
 * them.
 */
export interface SchemaHints {
  description?: string;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  examples?: readonly unknown[];
  /** The members of a `union()`, in order. */
  oneOf?: readonly StructLike[];
}

/** Any superstruct struct, whatever its type parameters. */
export interface StructLike {
  type: string;
  schema: unknown;
}

const hints = new WeakMap<object, SchemaHints>();

/** Attaches schema hints to a struct and returns the same struct. */
export function annotate<T, S>(struct: Struct<T, S>, schemaHints: SchemaHints): Struct<T, S> {
  hints.set(struct, { ...hints.get(struct), ...schemaHints });
  return struct;
}

/** The hints attached with `annotate`, if any. */
export function getSchemaHints(struct: StructLike): SchemaHints | undefined {
  return hints.get(struct);
}
