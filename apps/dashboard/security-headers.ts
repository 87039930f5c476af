import { createHash } from 'node:crypto';
import { firstPaintScript } from './src/prerender/first-paint';

/**
 * The security headers every page and file of the dashboard is sent with: by the Vite dev
 * server, by the preview server (the end-to-end suite) and, in production, by the static server
 * or reverse proxy in front of the build (README, "Configuring for production", copies them).
 *
 * The Content-Security-Policy allows what the built dashboard needs and nothing else:
 * - scripts from its own origin, and in the built pages the one inline script of the
 *   prerendered first paint (`src/prerender/first-paint.ts`), allowed by its SHA-256 hash
 *   (`firstPaintScriptHash`); never 'unsafe-inline' outside development;
 * - styles from its own origin and inline: Stitches writes its CSS into a <style> element it
 *   creates at run time, which a policy without 'unsafe-inline' blocks;
 * - pictures from its own origin (stored files come through /api), data: and blob: URLs
 *   (a picture shown before it is uploaded);
 * - requests (fetch) to its own origin: the API is reached at /api; and to the origins given as
 *   `connectSources`: the dev and preview servers add the chains' JSON-RPC addresses the build
 *   was given (`VITE_CHAIN_RPC_*`), which a test wallet of the end-to-end build reaches;
 * - no framing by anyone (frame-ancestors 'none', and X-Frame-Options for older browsers);
 * - a browsing context of its own (Cross-Origin-Opener-Policy), `same-origin-allow-popups`
 *   rather than `same-origin`: a page of another origin that opens the dashboard still gets no
 *   handle on it, while a wallet's window the dashboard opens itself (Coinbase Wallet's popup)
 *   keeps the link back it answers through. With `same-origin` that window cannot answer, and
 *   the Coinbase Wallet SDK logs an error on every wallet page.
 *
 * The dev server adds what Vite's development mode needs: the inline script that starts React
 * Refresh and the web socket of hot reloading. Production never gets those.
 */
/**
 * The CSP source that allows the built pages' first-paint script (its text does not change from
 * build to build, so neither does the hash; it changes when the script's source does).
 */
export const firstPaintScriptHash = `'sha256-${createHash('sha256').update(firstPaintScript).digest('base64')}'`;

export type HeadersMode = 'development' | 'preview' | 'production';

const POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const DEVELOPMENT_ADDITIONS: Record<string, string[]> = {
  'script-src': ["'unsafe-inline'"],
  'connect-src': ['ws:', 'wss:'],
};

export interface HeadersOptions {
  /** More origins the page may send requests to (`connect-src`). */
  connectSources?: readonly string[];
}

/** The Content-Security-Policy header's value for a mode. */
export function contentSecurityPolicy(mode: HeadersMode, options: HeadersOptions = {}): string {
  return Object.entries(POLICY)
    .map(([directive, sources]) => {
      // Development's inline scripts are allowed as a whole ('unsafe-inline', which a hash
      // beside it would switch off); the built pages' one is allowed by its hash.
      const extra =
        mode === 'development'
          ? (DEVELOPMENT_ADDITIONS[directive] ?? [])
          : directive === 'script-src'
            ? [firstPaintScriptHash]
            : [];
      const connect = directive === 'connect-src' ? (options.connectSources ?? []) : [];
      return [directive, ...sources, ...extra, ...connect].join(' ');
    })
    .join('; ');
}

/** One year, for the Strict-Transport-Security header (production only, over HTTPS). */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;

/** Every security header for a mode, as name -> value. */
export function securityHeaders(mode: HeadersMode, options: HeadersOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(mode, options),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    ...(mode === 'production' ? { 'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}` } : {}),
  };
}
