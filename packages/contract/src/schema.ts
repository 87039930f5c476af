import {
  nullable as plainNullable,
  optional as plainOptional,
  record as plainRecord,
  refine,
  union as plainUnion,
  type Struct,
} from 'superstruct';

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
  maxProperties?: number;
  /**
   * The type a value is documented with when it is not the struct's own: a whole number sent as
   * text in the query string (`?limit=20`) is an `integer` parameter.
   */
  type?: 'integer';
  /** What the server takes when the field is left out. */
  default?: unknown;
  examples?: readonly unknown[];
  /** The members of a `union()`, in order. */
  oneOf?: readonly StructLike[];
  /** A `record()`'s keys and values. */
  propertyNames?: StructLike;
  additionalProperties?: StructLike;
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

/** Any struct, as superstruct's own combinators take them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- superstruct's own `AnyStruct`, which it does not export
type AnyStruct = Struct<any, any>;

/** The struct an `optional()` or `nullable()` wraps. */
const wrappers = new WeakMap<object, { struct: StructLike; nullable: boolean }>();

/**
 * The struct an `optional()` or a `nullable()` of this module wraps, and whether the wrapper
 * adds null to it: the document says `X | null` with X's own schema (a `$ref` when X is named),
 * so a nullable field is never documented as always present.
 */
export function getWrappedStruct(struct: StructLike): { struct: StructLike; nullable: boolean } | undefined {
  return wrappers.get(struct);
}

/**
 * superstruct's `optional`, keeping the hints of the struct it wraps: an optional field
 * announces the same length bounds and formats as a required one. The contract uses this one.
 */
export function optional<T, S>(struct: Struct<T, S>): Struct<T | undefined, S> {
  const wrapped = plainOptional(struct);
  const own = hints.get(struct);
  if (own) hints.set(wrapped, { ...own });
  wrappers.set(wrapped, { struct, nullable: false });
  return wrapped;
}

/** superstruct's `nullable`, keeping the hints of the struct it wraps (see `optional`). */
export function nullable<T, S>(struct: Struct<T, S>): Struct<T | null, S> {
  const wrapped = plainNullable(struct);
  const own = hints.get(struct);
  if (own) hints.set(wrapped, { ...own });
  wrappers.set(wrapped, { struct, nullable: true });
  return wrapped;
}

/** superstruct's `union`, remembering its members (superstruct keeps them to itself). */
export function union<A extends AnyStruct, B extends AnyStruct[]>(
  members: [A, ...B],
): ReturnType<typeof plainUnion<A, B>> {
  return annotate(plainUnion(members), { oneOf: members });
}

/** superstruct's `record`, remembering what its keys and values are (superstruct keeps them to itself). */
export function record<K extends string, V>(keys: Struct<K>, values: Struct<V>): Struct<Record<K, V>, null> {
  return annotate(plainRecord(keys, values), { propertyNames: keys, additionalProperties: values });
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
