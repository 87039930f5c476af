import type { IndexHtmlTransformContext, IndexHtmlTransformHook, Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { inlineStyles, type InlineStylesOptions } from '../inline-styles';

const css = "@font-face{font-family:Inter;src:url(/assets/inter-latin-wght-normal-Ab12.woff2)format('woff2')}";
const asset = (fileName: string, source: string) =>
  ({ type: 'asset', fileName, name: fileName, names: [fileName], source }) as unknown as Rolldown.OutputAsset;
const bundle = {
  'assets/index-Cd34.css': asset('assets/index-Cd34.css', `${css}\n`),
  'assets/inter-latin-wght-normal-Ab12.woff2': asset('assets/inter-latin-wght-normal-Ab12.woff2', ''),
  'assets/jetbrains-mono-latin-400-normal-Ef56.woff2': asset('assets/jetbrains-mono-latin-400-normal-Ef56.woff2', ''),
} as unknown as Rolldown.OutputBundle;
const page = `<!doctype html>
<html lang="en">
  <head>
    <title>Meridian</title>
    <script type="module" crossorigin src="/assets/index-Gh78.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-Cd34.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The HTML the plugin writes for the page at `path` of a build. */
async function transform(options: InlineStylesOptions, path = '/index.html', html = page) {
  const plugin = inlineStyles(options);
  const configResolved = plugin.configResolved as (config: { base: string }) => void;
  configResolved({ base: '/' });
  const hook = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  const context = { path, filename: `/app${path}`, bundle } as IndexHtmlTransformContext;
  return (await hook.handler.call({} as never, html, context)) as string;
}

describe('inlineStyles', () => {
  it('puts the stylesheet’s rules in the page instead of a link to it', async () => {
    const html = await transform({});
    expect(html).toContain(`<style>${css}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-Gh78.js"></script>');
  });

  it('preloads the fonts listed for the page, after its scripts', async () => {
    const options = {
      preloadFonts: {
        'index.html': [/inter-latin-wght/],
        'pay.html': [/inter-latin-wght/, /jetbrains-mono-latin-400/],
      },
    };
    const dashboard = await transform(options);
    expect(dashboard.match(/rel="preload"/g)).toHaveLength(1);
    expect(dashboard).toContain(
      '<link rel="preload" href="/assets/inter-latin-wght-normal-Ab12.woff2" as="font" type="font/woff2" crossorigin>',
    );
    expect(dashboard.indexOf('rel="preload"')).toBeGreaterThan(dashboard.indexOf('<script'));
    const checkout = await transform(options, '/pay.html');
    expect(checkout).toContain('href="/assets/jetbrains-mono-latin-400-normal-Ef56.woff2" as="font"');
    // A page without a list (the floor page) preloads nothing.
    expect(await transform(options, '/floor/index.html')).not.toContain('rel="preload"');
  });

  it('stops the build when a listed font is not in it', async () => {
    await expect(transform({ preloadFonts: { 'index.html': [/inter-latin-400-normal/] } })).rejects.toThrow(
      /no font file matches/,
    );
  });

  it('leaves a link to a file that is not in the bundle as it is', async () => {
    const html = page.replace('index-Cd34.css', 'elsewhere.css');
    expect(await transform({}, '/index.html', html)).toContain('href="/assets/elsewhere.css"');
  });
});
