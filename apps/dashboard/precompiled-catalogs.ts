import { readFileSync } from 'node:fs';
import type { Plugin, Rolldown } from 'vite';
import { compileCatalog } from '../../scripts/i18n-compile.mjs';

/** The source catalogs, `locales/<locale>.json` at the repository's root. */
const catalogFile = /\/locales\/([a-z]{2})\.json$/;

/**
 * A quoted name with at least one dot (`"screens.Money.Checkout.title"`): what a message id looks
 * like in the built code. Every message the pages show is a descriptor whose `id` is written out
 * (`pnpm i18n:check` extracts them from the sources): no id is put together at run time.
 */
const quotedId = /(["'`])([A-Za-z][\w-]*(?:\.[\w-]+)+)\1/g;

/** Every quoted name with a dot in the code: the ids of the messages it shows among them. */
function quotedNames(codes: Iterable<string>): Set<string> {
  const names = new Set<string>();
  for (const code of codes) {
    for (const match of code.matchAll(quotedId)) names.add(match[2] as string);
  }
  return names;
}

/** The message ids the code names: every quoted string that is a key of the catalog. */
export function namedMessageIds(codes: Iterable<string>, catalogIds: ReadonlySet<string>): Set<string> {
  return new Set([...quotedNames(codes)].filter((name) => catalogIds.has(name)));
}

/** The catalog's messages whose ids are in `ids`, in the catalog's order. */
export function catalogSubset<T>(catalog: Record<string, T>, ids: ReadonlySet<string>): Record<string, T> {
  return Object.fromEntries(Object.entries(catalog).filter(([id]) => ids.has(id)));
}

/** A catalog chunk's code: the messages as one JSON text, which the engine parses faster than the same object literal. */
export function catalogModule(catalog: unknown): string {
  return `var e=JSON.parse(${JSON.stringify(JSON.stringify(catalog))});export{e as default};\n`;
}

/**
 * In a production build each catalog is loaded as its precompiled form (every message already
 * parsed into the AST react-intl formats), so the ICU parser can stay out of the bundle; and each
 * build pass's catalog chunks hold only the messages its own code names. The dashboard carries
 * none of the checkout's own messages and the checkout page (a pass of its own) none of the
 * dashboard's: its English catalog is about a tenth of the whole.
 *
 * The subset is taken when the catalog's chunk is rendered, from the code every chunk of the
 * pass renders after tree-shaking (a module the pass imports but does not use names nothing),
 * so the chunk's file name, a hash of what it holds, changes whenever the subset does.
 */
export function precompiledCatalogs(): Plugin {
  /** Each catalog compiled once, when it is loaded; its chunk is written from the same one. */
  const compiled = new Map<string, Record<string, unknown>>();
  const compiledCatalog = (path: string) => {
    let catalog = compiled.get(path);
    if (!catalog) {
      catalog = compileCatalog(JSON.parse(readFileSync(path, 'utf8')), path.match(catalogFile)?.[1] as string);
      compiled.set(path, catalog);
    }
    return catalog;
  };
  /** The names the pass's code quotes, read once per output for all its catalogs. */
  let quoted: Set<string> | undefined;
  return {
    name: 'meridian:precompiled-catalogs',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      // The whole catalog while the pass is bundled: the subset replaces it once the code is known.
      return catalogFile.test(id) ? JSON.stringify(compiledCatalog(id)) : undefined;
    },
    renderStart() {
      quoted = undefined;
    },
    renderChunk(_code, chunk, _options, meta) {
      const locale = chunk.facadeModuleId?.match(catalogFile)?.[1];
      if (!chunk.facadeModuleId || !locale) return null;
      if (chunk.moduleIds.length !== 1) {
        throw new Error(`precompiled catalogs: the chunk of ${chunk.facadeModuleId} holds other modules too`);
      }
      const catalog = compiledCatalog(chunk.facadeModuleId);
      quoted ??= quotedNames(renderedCode(Object.values(meta.chunks)));
      return { code: catalogModule(catalogSubset(catalog, quoted)), map: null };
    },
  };
}

/** The code of every module of the pass but the catalogs, as rendered into its chunks. */
function* renderedCode(chunks: Rolldown.RenderedChunk[]): Iterable<string> {
  for (const chunk of chunks) {
    for (const [id, module] of Object.entries(chunk.modules)) {
      if (!catalogFile.test(id) && module.code) yield module.code;
    }
  }
}
