import { nullable as plainNullable, optional as plainOptional, refine, type Struct } from 'superstruct';

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

/** A failure a rule finds, with the field error code it is reported as. */
export interface CodedFailure {
  /** The field's path from the struct's root; the struct itself when left out. */
  path?: (string | number)[];
  code: string;
  message: string;
}

/**
 * A rule that may fail with several field error codes (superstruct names every failure of one
 * `refine` after it): one refinement per code, each reporting the failures `check` gives with
 * that code.
 */
export function refineCodes<T, S>(
  struct: Struct<T, S>,
  codes: readonly string[],
  check: (value: T) => CodedFailure[],
): Struct<T, S> {
  return codes.reduce(
    (current, code) =>
      refine(current, code, (value) => {
        const failures = check(value)
          .filter((failure) => failure.code === code)
          .map(({ path, message }) => (path ? { path, message } : { message }));
        return failures.length === 0 ? true : failures;
      }),
    struct,
  );
}
