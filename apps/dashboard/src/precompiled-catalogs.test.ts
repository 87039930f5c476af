// @vitest-environment node
// The catalogs a build pass writes (precompiled-catalogs.ts beside the Vite config): only the
// messages its rendered code names, precompiled. The whole build is checked in
// scripts/bundle-size.test.ts.
import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { catalogModule, namedMessageIds, precompiledCatalogs } from '../precompiled-catalogs';

const english = fileURLToPath(new URL('../../../locales/en.json', import.meta.url));

/** What a catalog chunk's code evaluates to. */
const evaluate = (code: string): unknown => new Function(`${code.replace('export{e as default};', '')}\nreturn e;`)();

/** The plugin's catalog chunk for `locales/en.json`, when the pass's other chunks render `codes`. */
function renderCatalog(codes: string[], moduleIds = [english]) {
  const plugin = precompiledCatalogs();
  const chunk = { facadeModuleId: english, moduleIds, modules: {} } as unknown as Rolldown.RenderedChunk;
  const page = {
    modules: Object.fromEntries(codes.map((code, index) => [`/src/page-${index}.tsx`, { code }])),
  } as unknown as Rolldown.RenderedChunk;
  const render = plugin.renderChunk as (...args: unknown[]) => { code: string } | null;
  return render.call({}, '', chunk, {}, { chunks: { 'page.js': page, 'en.js': chunk } });
}

describe('precompiledCatalogs', () => {
  it('writes the messages the pass’s code names, parsed, and no others', () => {
    const rendered = renderCatalog([
      'const m={close:{id:`ui.Toast.close`},region:{id:"ui.Toast.region"}};',
      "x('ui.Toast.region', 'not.a.message', 'ui.Toast')",
    ]);
    expect(rendered && evaluate(rendered.code)).toEqual({
      'ui.Toast.close': [{ type: 0, value: 'Close' }],
      'ui.Toast.region': [{ type: 0, value: 'Status messages' }],
    });
  });

  it('writes an empty catalog for a pass that shows no message, and leaves other chunks alone', () => {
    const rendered = renderCatalog(['console.log("nothing to say")']);
    expect(rendered && evaluate(rendered.code)).toEqual({});
    const plugin = precompiledCatalogs();
    const render = plugin.renderChunk as (...args: unknown[]) => unknown;
    const other = { facadeModuleId: '/src/main.tsx', moduleIds: ['/src/main.tsx'], modules: {} };
    expect(render.call({}, 'code', other, {}, { chunks: {} })).toBeNull();
  });

  it('refuses a catalog chunk that holds other modules too, which a rewrite would lose', () => {
    expect(() => renderCatalog([], [english, '/src/other.ts'])).toThrow(/holds other modules/);
  });
});

describe('namedMessageIds and catalogModule', () => {
  it('finds the ids quoted whole in any quotes, not those inside a longer string', () => {
    const ids = new Set(['a.b', 'a.b.c', 'x.y']);
    expect(namedMessageIds(['f("a.b") + `a.b.c` + \'x.y\'', '"a.b.c.d" "xa.b"'], ids)).toEqual(new Set(ids));
    expect(namedMessageIds(['"a.b.c.d" "xa.b" a.b'], ids)).toEqual(new Set());
  });

  it('writes a module whose default export is the catalog, quotes and backticks kept', () => {
    const catalog = { 'a.b': [{ type: 0, value: 'It’s `quoted` "twice" ${not} \\ here' }] };
    expect(evaluate(catalogModule(catalog))).toEqual(catalog);
  });
});
