/** The components a document uses, found by following its `$ref`s. */
import type { JsonSchema } from './json-schema';

/** Every `$ref` in a value. */
function refsIn(value: unknown, refs = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) refsIn(item, refs);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') refs.add(item);
      else refsIn(item, refs);
    }
  }
  return refs;
}

/** The components the paths and webhooks use (directly or through another component), and no other. */
export function usedComponents(document: JsonSchema): JsonSchema {
  const all = document.components as Record<string, Record<string, unknown>>;
  const used: Record<string, Record<string, unknown>> = {};
  const pending = [...refsIn([document.paths, document.webhooks])];
  while (pending.length > 0) {
    const [, , kind = '', name = ''] = (pending.pop() ?? '').split('/');
    if (used[kind]?.[name] !== undefined || all[kind]?.[name] === undefined) continue;
    used[kind] = { ...used[kind], [name]: all[kind][name] };
    pending.push(...refsIn(all[kind][name]));
  }
  const sorted = (entries: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)));
  return {
    ...Object.fromEntries(Object.entries(used).map(([kind, entries]) => [kind, sorted(entries)])),
    securitySchemes: all.securitySchemes,
  };
}
