/**
 * The contract's superstruct structs as JSON Schema (draft 2020-12, what OpenAPI 3.1 uses). What
 * superstruct does not expose comes from the contract's schema hints (`annotate`) and its own
 * `optional`, `nullable`, `record` and `union`, which remember what they wrap: a field that may
 * be null says so, whatever its type, so that a generated client never calls it always present.
 */
import * as contract from '@meridian/contract';
import { getSchemaHints, getWrappedStruct, type SchemaHints, type StructLike } from '@meridian/contract';
import { is, Struct } from 'superstruct';

export type JsonSchema = Record<string, unknown>;

/** The contract's named structs (objects, unions and records exported under a capitalised name). */
export function contractComponents(): Map<StructLike, string> {
  const names = new Map<StructLike, string>();
  for (const [name, value] of Object.entries(contract)) {
    if (value instanceof Struct && ['object', 'union', 'record'].includes(value.type) && /^[A-Z]/.test(name)) {
      // The first name wins: an alias exported twice keeps one schema.
      if (!names.has(value)) names.set(value, name);
    }
  }
  return names;
}

function accepts(struct: StructLike, value: unknown): boolean {
  return struct instanceof Struct ? is(value, struct) : false;
}

function isStruct(value: unknown): value is StructLike {
  return value instanceof Struct;
}

const NULL = { type: 'null' };

/** `schema` or null, in the form generators read best: `type: [t, 'null']`, else `anyOf`. */
function orNull(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string' && !('const' in schema)) {
    return {
      ...schema,
      type: [schema.type, 'null'],
      ...(Array.isArray(schema.enum) ? { enum: [...(schema.enum as unknown[]), null] } : {}),
    };
  }
  return { anyOf: [schema, NULL] };
}

/** The hints `struct` has beyond those of the struct it wraps (copied onto it by `optional` and `nullable`). */
function ownHints(struct: StructLike, wrapped: StructLike): SchemaHints {
  const inner = (getSchemaHints(wrapped) ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(getSchemaHints(struct) ?? {}).filter(([key, value]) => inner[key] !== value),
  ) as SchemaHints;
}

/** JSON Schema of the hints: the keywords as they are, the structs among them as schemas. */
function hintKeywords(hints: SchemaHints, components: Map<StructLike, string>): JsonSchema {
  const { oneOf: _oneOf, propertyNames, additionalProperties, ...keywords } = hints;
  return {
    ...keywords,
    ...(propertyNames
      ? unlessEmpty('propertyNames', withoutType(toJsonSchema(propertyNames, components), 'string'))
      : {}),
    ...(additionalProperties ? { additionalProperties: toJsonSchema(additionalProperties, components) } : {}),
  };
}

/** A record's keys are strings anyway: the schema of its key names says only what more they are. */
function withoutType(schema: JsonSchema, type: string): JsonSchema {
  const { type: own, ...rest } = schema;
  return own === type ? rest : schema;
}

/** The keyword, unless its schema says nothing. */
const unlessEmpty = (keyword: string, schema: JsonSchema) =>
  Object.keys(schema).length > 0 ? { [keyword]: schema } : {};

function shapeOf(struct: StructLike, components: Map<StructLike, string>): JsonSchema {
  switch (struct.type) {
    case 'object': {
      const shape = (struct.schema ?? {}) as Record<string, unknown>;
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const [key, field] of Object.entries(shape)) {
        if (!isStruct(field)) continue;
        properties[key] = toJsonSchema(field, components);
        if (!accepts(field, undefined)) required.push(key);
      }
      return { type: 'object', properties, additionalProperties: false, ...(required.length ? { required } : {}) };
    }
    case 'record':
      // The keys and values come with the hints of the contract's `record`.
      return { type: 'object' };
    case 'array':
      return { type: 'array', ...(isStruct(struct.schema) ? { items: toJsonSchema(struct.schema, components) } : {}) };
    case 'enums': {
      const values = Object.values(struct.schema as Record<string, unknown>);
      return { ...(values.every((value) => typeof value === 'string') ? { type: 'string' } : {}), enum: values };
    }
    case 'literal':
      return { type: typeof struct.schema === 'number' ? 'number' : typeof struct.schema, const: struct.schema };
    case 'union': {
      const members = getSchemaHints(struct)?.oneOf;
      if (!members) throw new Error("A union made without the contract's `union` has no members to document");
      return { oneOf: members.map((member) => toJsonSchema(member, components)) };
    }
    case 'string':
    case 'number':
    case 'integer':
    case 'boolean':
      return { type: struct.type };
    default:
      throw new Error(`No JSON Schema for a superstruct ${struct.type}`);
  }
}

/** Turns a superstruct struct into JSON Schema; a named struct is a `$ref` except at its own `root`. */
export function toJsonSchema(struct: StructLike, components: Map<StructLike, string>, root = false): JsonSchema {
  const name = components.get(struct);
  if (name && !root) return { $ref: `#/components/schemas/${name}` };
  const wrapper = getWrappedStruct(struct);
  if (wrapper) {
    const inner = toJsonSchema(wrapper.struct, components);
    return {
      ...(wrapper.nullable ? orNull(inner) : inner),
      ...hintKeywords(ownHints(struct, wrapper.struct), components),
    };
  }
  if (struct.type === 'unknown' || struct.type === 'any') return {};
  const schema = { ...shapeOf(struct, components), ...hintKeywords(getSchemaHints(struct) ?? {}, components) };
  // superstruct's own nullable (or a refinement of the contract's, which forgets it wraps): null is
  // accepted all the same.
  return accepts(struct, null) ? orNull(schema) : schema;
}
