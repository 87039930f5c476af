import { nullable as plainNullable, optional as plainOptional, type Struct } from 'superstruct';

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

/**
 * superstruct's `optional`, keeping the hints of the struct it wraps: an optional field
 * announces the same length bounds and formats as a required one. Request structs use this one.
 */
export function optional<T, S>(struct: Struct<T, S>): Struct<T | undefined, S> {
  const wrapped = plainOptional(struct);
  const own = hints.get(struct);
  if (own) hints.set(wrapped, { ...own });
  return wrapped;
}

/** superstruct's `nullable`, keeping the hints of the struct it wraps (see `optional`). */
export function nullable<T, S>(struct: Struct<T, S>): Struct<T | null, S> {
  const wrapped = plainNullable(struct);
  const own = hints.get(struct);
  if (own) hints.set(wrapped, { ...own });
  return wrapped;
}
