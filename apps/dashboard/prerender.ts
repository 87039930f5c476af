import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import { firstPaintScript } from './src/prerender/first-paint';
import type { prerender as renderPages, Prerendered } from './src/prerender/render';

export interface PrerenderOptions {
  /** The interface's languages: each gets its own markup of every page. */
  locales: string[];
  /** The HTML file (relative to the app's folder) the pages are served from: `index.html`. */
  page: string;
}

const dashboardDir = fileURLToPath(new URL('.', import.meta.url));
const catalogPath = (locale: string) => fileURLToPath(new URL(`../../locales/${locale}.json`, import.meta.url));

/** Text for an HTML attribute's value in double quotes. */
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Renders the public pages' first paint (`src/prerender/render.tsx`) with react-dom/server, in
 * a Vite server of its own that loads the screens from their sources as the build does.
 */
export async function renderFirstPaint(locales: string[]): Promise<Prerendered> {
  const server = await createServer({
    configFile: false,
    root: dashboardDir,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    plugins: [react()],
    resolve: { conditions: ['@meridian/source', 'module', 'browser', 'production'] },
    ssr: {
      resolve: { conditions: ['@meridian/source'] },
      noExternal: [/^@meridian\//],
    },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await server.ssrLoadModule('/src/prerender/render.tsx')) as { prerender: typeof renderPages };
    const catalogs = Object.fromEntries(
      locales.map((locale) => [
        locale,
        JSON.parse(readFileSync(catalogPath(locale), 'utf8')) as Record<string, string>,
      ]),
    );
    return module.prerender(catalogs);
  } finally {
    await server.close();
  }
}

/**
 * The page's prerendered markup, `inert`: a picture of the page until the app renders over it
 * (see `src/prerender/first-paint.ts`).
 */
function inert(markup: string): string {
  if (!markup.startsWith('<div ')) throw new Error('prerender: a page does not start with its theme frame');
  return `<div inert=""${markup.slice('<div'.length)}`;
}

/** The page shown without JavaScript, in the interface's default language. */
const fallbackPage = '/auth/login';
const fallbackLocale = 'en';

/**
 * The HTML that the prerender adds to the page: the styles in `<head>`, the markup shown
 * without JavaScript in `#root` (in a `<noscript>`), the templates and the script after it.
 */
export function firstPaintHtml(prerendered: Prerendered): { head: string; root: string; body: string } {
  const { light, dark } = prerendered.themes;
  const templates = Object.entries(prerendered.pages).flatMap(([path, page]) =>
    Object.entries(page.markup).map(
      ([locale, markup]) =>
        `<template data-first-paint="${attribute(path)}" lang="${attribute(locale)}" data-light="${attribute(light)}" data-dark="${attribute(dark)}">${inert(markup)}</template>`,
    ),
  );
  // Without JavaScript: the login page in the default language, as built.
  const fallback = prerendered.pages[fallbackPage]?.markup[fallbackLocale];
  if (!fallback) throw new Error(`prerender: no ${fallbackPage} page in ${fallbackLocale}`);
  // `id="stitches"`: the app's Stitches takes over this sheet rather than writing the same rules again.
  const css = prerendered.css.replace(/<\/style/gi, '<\\/style');
  return {
    head: `<style id="stitches">${css}</style>`,
    // In a <noscript>: with JavaScript the browser never draws it. The parser may paint the page
    // before it reaches the inline script after the templates (which empties #root), and on a
    // slow phone it did: a signed-in person opening the dashboard saw the login page first.
    root: `<noscript>${inert(fallback)}</noscript>`,
    body: [...templates, `<script>${firstPaintScript}</script>`].join('\n    '),
  };
}

/**
 * The production build's first paint without JavaScript: each public page (the login page) is
 * rendered at build time from the real screens, in every language, and written into the HTML as
 * templates with Stitches' CSS; an inline script (allowed by its hash: see
 * `src/prerender/first-paint.ts`) puts the visitor's language and theme in `#root` before the
 * first paint. The app renders over it as it does without it. Development and tests are not
 * affected: the dev server and Storybook never run this plugin.
 */
export function prerender({ locales, page }: PrerenderOptions): Plugin {
  let rendered: Promise<Prerendered> | undefined;
  return {
    name: 'meridian:prerender',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, { path }) {
        if (path.replace(/^\//, '') !== page) return html;
        rendered ??= renderFirstPaint(locales);
        const { head, root, body } = firstPaintHtml(await rendered);
        if (!html.includes('<div id="root"></div>')) throw new Error('prerender: the page has no empty #root');
        return html
          .replace('</head>', `  ${head}\n  </head>`)
          .replace('<div id="root"></div>', `<div id="root">${root}</div>\n    ${body}`);
      },
    },
  };
}
