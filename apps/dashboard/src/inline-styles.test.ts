import type { IndexHtmlTransformContext, IndexHtmlTransformHook, Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { inlineStyles, type InlineStylesOptions } from '../inline-styles';

const css = "@font-face{font-family:Inter;src:url(/assets/inter-latin-wght-normal-Ab12.woff2)format('woff2')}";
const asset = (fileName: string, source: string) =>
  ({ type: 'asset', fileName, name: fileName, names: [fileName], source }) as unknown as Rolldown.OutputAsset;
const chunk = (fileName: string, isEntry: boolean, importedCss: string[]) =>
  ({
    type: 'chunk',
    fileName,
    isEntry,
    viteMetadata: { importedCss: new Set(importedCss), importedAssets: new Set() },
  }) as unknown as Rolldown.OutputChunk;

/** A build's output: the entry with its stylesheet, a lazy chunk, the font files. */
const build = () =>
  ({
    'assets/index-Gh78.js': chunk('assets/index-Gh78.js', true, ['assets/index-Cd34.css']),
    'assets/Lazy-Ij90.js': chunk('assets/Lazy-Ij90.js', false, []),
    'assets/index-Cd34.css': asset('assets/index-Cd34.css', `${css}\n/*$vite$:1*/`),
    'assets/inter-latin-wght-normal-Ab12.woff2': asset('assets/inter-latin-wght-normal-Ab12.woff2', ''),
    'assets/jetbrains-mono-latin-400-normal-Ef56.woff2': asset('assets/jetbrains-mono-latin-400-normal-Ef56.woff2', ''),
  }) as unknown as Rolldown.OutputBundle;
const page = `<!doctype html>
<html lang="en">
  <head>
    <title>Meridian</title>
    <script type="module" crossorigin src="/assets/index-Gh78.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The bundle after the plugin's `generateBundle`, and the HTML it then writes for the page at `path`. */
async function transform(options: InlineStylesOptions, path = '/index.html') {
  const plugin = inlineStyles(options);
  (plugin.configResolved as (config: { base: string }) => void)({ base: '/' });
  const bundle = build();
  const generate = plugin.generateBundle as { handler: (options: unknown, bundle: Rolldown.OutputBundle) => void };
  generate.handler.call({} as never, {}, bundle);
  const hook = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  const entry = bundle['assets/index-Gh78.js'] as Rolldown.OutputChunk;
  const context = { path, filename: `/app${path}`, bundle, chunk: entry } as IndexHtmlTransformContext;
  const html = (await hook.handler.call({} as never, page, context)) as string;
  return { html, bundle, entry };
}

describe('inlineStyles', () => {
  it('puts the entry’s stylesheet in the page, and takes it out of the build and of the lazy imports’ preloads', async () => {
    const { html, bundle, entry } = await transform({});
    expect(html).toContain(`<style>${css}</style>\n  </head>`);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-Gh78.js"></script>');
    expect(Object.keys(bundle)).not.toContain('assets/index-Cd34.css');
    // Vite links, and preloads with every lazy chunk that imports the entry, what the entry imports.
    expect(entry.viteMetadata?.importedCss.size).toBe(0);
  });

  it('preloads the fonts listed for the page, after its scripts', async () => {
    const options = {
      preloadFonts: {
        'index.html': [/inter-latin-wght/],
        'pay.html': [/inter-latin-wght/, /jetbrains-mono-latin-400/],
      },
    };
    const dashboard = (await transform(options)).html;
    expect(dashboard.match(/rel="preload"/g)).toHaveLength(1);
    expect(dashboard).toContain(
      '<link rel="preload" href="/assets/inter-latin-wght-normal-Ab12.woff2" as="font" type="font/woff2" crossorigin>',
    );
    expect(dashboard.indexOf('rel="preload"')).toBeGreaterThan(dashboard.indexOf('<script'));
    const checkout = (await transform(options, '/pay.html')).html;
    expect(checkout).toContain('href="/assets/jetbrains-mono-latin-400-normal-Ef56.woff2" as="font"');
    // A page without a list (the floor page) preloads nothing.
    expect((await transform(options, '/floor/index.html')).html).not.toContain('rel="preload"');
  });

  it('stops the build when a listed font is not in it', async () => {
    await expect(transform({ preloadFonts: { 'index.html': [/inter-latin-400-normal/] } })).rejects.toThrow(
      /no font file matches/,
    );
  });
});
