import { existsSync } from 'node:fs';

/** Debian's Chromium; tests never download a browser of their own. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}: run npm test (it installs Debian's chromium) or set CHROMIUM_PATH`,
  );
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];
