import { existsSync } from 'node:fs';

/** Debian's Chromium; tests never download a browser of their own. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}: run npm test (it installs Debian's chromium) or set CHROMIUM_PATH`,
  );
}

/**
 * The features Playwright disables when it launches Chromium (playwright-core's
 * `chromiumSwitches`). Chromium reads only the last `--disable-features` of its command line, so
 * `chromiumArgs` repeats them before its own, or they would be enabled again;
 * tests/support/chromium.test.ts checks this list against the browser Playwright really launches.
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Browser features the suites never use and pay for. Chromium draws the address bar's suggestion
 * popups as WebUI pages, and every new window (each page of a new browser context) loaded them
 * into a renderer of its own: about 400 modules and 2 CPU-s a window, for a popup that a headless
 * test never opens. The end-to-end suite opens a window per person per test; without the popups it
 * used about a sixth less CPU (279 against 332 CPU-s).
 */
export const unusedFeatures = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
  // A spare renderer started ahead of the next navigation, then another when that one is taken:
  // about 0.17 CPU-s a new page, to save latency nobody waits on here.
  'SpareRendererForSitePerProcess',
];

/**
 * `--js-flags`: pages under test live for seconds, so V8's optimising compilers (Maglev and
 * TurboFan) spend more compiling than their code saves; without them the story suite's renderers
 * used a fifth less CPU (90 to 97 CPU-s against 117 to 121 for the same 540 runs).
 */
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
  '--js-flags=--no-opt,--no-maglev',
  `--disable-features=${[...playwrightDisabledFeatures, ...unusedFeatures].join(',')}`,
];
