import type { Plugin } from 'vite';

export interface InlineStylesOptions {
  /**
   * The font files each page preloads, by the page's HTML file relative to the app's folder (`index.html`, `pay.html`): a
   * pattern of the emitted file's name (`/inter-latin-wght-normal/`). A pattern that matches no
   * emitted font stops the build, so that a renamed font cannot silently drop its preload.
   */
  preloadFonts?: Record<string, RegExp[]>;
}

/** `<link rel="stylesheet" … href="…">` as Vite writes it for an entry's CSS. */
const stylesheetLink = /<link\s+rel="stylesheet"[^>]*?\shref="([^"]+)"[^>]*>/g;

/**
 * The production build's pages carry their stylesheet in the HTML rather than as a file: the
 * pages' only stylesheet is the fonts' `@font-face` rules (the components' styles are written by
 * Stitches at run time), 1.4 KiB gzip, and as a file it is a request that holds the first paint
 * for a round trip of its own (on a phone's network, 150 ms and more). The Content-Security-Policy
 * allows inline styles (`style-src 'unsafe-inline'`, which Stitches needs anyway). The font files
 * the first paint uses are preloaded, so that they download with the entry rather than after the
 * first layout has found them: the first paint is in the page's font rather than swapped to it
 * a moment later (a second layout of every text, and a visible jump).
 */
export function inlineStyles({ preloadFonts = {} }: InlineStylesOptions = {}): Plugin {
  let base = '/';
  return {
    name: 'meridian:inline-styles',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      // After Vite has linked the entry's CSS and chunks.
      order: 'post',
      handler(html, { bundle, path }) {
        if (!bundle) return html;
        const fileOf = (href: string) => (href.startsWith(base) ? href.slice(base.length) : href.replace(/^\//, ''));
        const inlined = html.replace(stylesheetLink, (tag, href: string) => {
          const asset = bundle[fileOf(href)];
          if (asset?.type !== 'asset') return tag;
          // `</style` cannot occur in CSS that parses; the guard keeps the page whole if it ever did.
          const css = String(asset.source).replace(/<\/style/gi, '<\\/style');
          return `<style>${css.trim()}</style>`;
        });
        const page = path.replace(/^\//, '');
        const fonts = Object.values(bundle).filter(
          (output) => output.type === 'asset' && /\.woff2$/.test(output.fileName),
        );
        const preloads = (preloadFonts[page] ?? []).map((pattern) => {
          const font = fonts.find((output) => pattern.test(output.fileName));
          if (!font) throw new Error(`inline-styles: no font file matches ${pattern} for ${page}`);
          return `<link rel="preload" href="${base}${font.fileName}" as="font" type="font/woff2" crossorigin>`;
        });
        // After the scripts: the entry and the first page's code are what the first paint waits for most.
        return preloads.length === 0 ? inlined : inlined.replace('</head>', `  ${preloads.join('\n    ')}\n  </head>`);
      },
    },
  };
}
