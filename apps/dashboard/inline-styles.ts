import type { Plugin } from 'vite';

export interface InlineStylesOptions {
  /**
   * The font files each page preloads, by the page's HTML file relative to the app's folder
   * (`index.html`, `pay.html`): a pattern of the emitted file's name (`/inter-latin-wght-normal/`).
   * A pattern that matches no emitted font stops the build, so that a renamed font cannot
   * silently drop its preload.
   */
  preloadFonts?: Record<string, RegExp[]>;
}

/**
 * The production build's pages carry their entry's stylesheet in the HTML rather than as a file:
 * the pages' only stylesheet is the fonts' `@font-face` rules (the components' styles are written
 * by Stitches at run time), 1.4 KiB gzip, and as a file it is a request that holds the first
 * paint for a round trip of its own (on a phone's network, 150 ms and more). The
 * Content-Security-Policy allows inline styles (`style-src 'unsafe-inline'`, which Stitches
 * needs anyway).
 *
 * The stylesheet leaves the bundle altogether: left there, every lazy chunk that imports the
 * entry lists it among the files to load with it, and Vite's preload helper, finding no
 * `<link rel="stylesheet">` for it in the page, would fetch it on the first lazy import.
 *
 * The font files the first paint uses are preloaded, so that they download with the entry rather
 * than after the first layout has found them: the first paint is in the page's font rather than
 * swapped to it a moment later (a second layout of every text, and a visible jump).
 */
export function inlineStyles({ preloadFonts = {} }: InlineStylesOptions = {}): Plugin {
  let base = '/';
  /** Each entry chunk's stylesheet, by the chunk's file name. */
  const styles = new Map<string, string>();
  return {
    name: 'meridian:inline-styles',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      // Before Vite links the entries' CSS in the HTML and lists it in the lazy imports' preloads.
      order: 'pre',
      handler(_options, bundle) {
        styles.clear();
        for (const output of Object.values(bundle)) {
          const css = output.type === 'chunk' && output.isEntry ? output.viteMetadata?.importedCss : undefined;
          if (!css?.size) continue;
          const sources = [...css].map((file) => {
            const asset = bundle[file];
            if (asset?.type !== 'asset') throw new Error(`inline-styles: no stylesheet ${file} in the bundle`);
            // Without the marker comment Vite leaves at the end of the CSS it emits.
            return String(asset.source)
              .replace(/\/\*\$vite\$:\d+\*\/\s*$/, '')
              .trim();
          });
          styles.set(output.fileName, sources.join('\n'));
          for (const file of css) delete bundle[file];
          css.clear();
        }
      },
    },
    transformIndexHtml: {
      // After Vite has linked the entry and its chunks.
      order: 'post',
      handler(html, { bundle, chunk, path }) {
        if (!bundle) return html;
        const css = chunk ? styles.get(chunk.fileName) : undefined;
        const page = path.replace(/^\//, '');
        const fonts = Object.values(bundle).filter(
          (output) => output.type === 'asset' && /\.woff2$/.test(output.fileName),
        );
        const preloads = (preloadFonts[page] ?? []).map((pattern) => {
          const font = fonts.find((output) => pattern.test(output.fileName));
          if (!font) throw new Error(`inline-styles: no font file matches ${pattern} for ${page}`);
          return `<link rel="preload" href="${base}${font.fileName}" as="font" type="font/woff2" crossorigin>`;
        });
        // `</style` cannot occur in CSS that parses; the guard keeps the page whole if it ever did.
        const tags = [...(css ? [`<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`] : []), ...preloads];
        // After the scripts: the entry and the first page's code are what the first paint waits for most.
        return tags.length === 0 ? html : html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
      },
    },
  };
}
