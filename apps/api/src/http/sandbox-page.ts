// The pages of the sandbox providers (identity, on-ramp) that stand in for the real ones outside
// production: one look, marked "Sandbox".
import { escapeHtml } from '../mail/templates/layout';

/** A sandbox provider's page: its title, and `body` (HTML) under the Sandbox badge; `css` adds rules of its own. */
export function sandboxPage(title: string, body: string, css = ''): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    '<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1c2024}',
    '.badge{display:inline-block;background:#ffe7b3;color:#5c3d00;border:1px solid #c98a00;border-radius:4px;padding:.1rem .5rem;font-weight:600}',
    'button{font:inherit;margin:.25rem .5rem .25rem 0;padding:.5rem 1rem;border-radius:6px;border:1px solid #8b8d98;background:#fff;cursor:pointer}',
    `${css}dt{font-weight:600}</style></head>`,
    `<body><main><p><span class="badge">Sandbox</span></p>${body}</main></body></html>`,
  ].join('\n');
}
