import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/chromium';

// Baselines are tied to one Chromium build: say so plainly when the browser has changed.
const baselineChromium = readFileSync(new URL('./CHROMIUM_VERSION', import.meta.url), 'utf8').trim();
const installedChromium = (() => {
  try {
    return execFileSync(chromiumPath, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .match(/[\d.]+/)?.[0];
  } catch {
    return undefined;
  }
})();
if (installedChromium && installedChromium !== baselineChromium) {
  console.warn(
    `Chromium ${installedChromium} differs from ${baselineChromium}, the version the baselines were taken with: ` +
      'small differences may fail; regenerate the baselines deliberately (docs/contributing.md).',
  );
}

const port = Number(process.env.STORYBOOK_PORT ?? 6007);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const storybookDir = resolve(repoRoot, process.env.STORYBOOK_DIR ?? 'storybook-static');

/** How every story's screenshot is taken, for the baseline comparison and the suite's own captures. */
export const screenshotOptions = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;

/** How far a capture may differ from its baseline: no pixel beyond Playwright's colour threshold. */
export const pixelOptions = { maxDiffPixels: 0 } as const;

export default defineConfig({
  testDir: '.',
  fullyParallel: true,
  workers: Number(process.env.STORY_WORKERS ?? 2),
  // In CI a test that fails is run once more: one that then passes is reported as flaky, not passed.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI
    ? [['dot'], ['json', { outputFile: '../../test-results/stories.json' }]]
    : [['line'], ['json', { outputFile: '../../test-results/stories.json' }]],
  outputDir: '../../test-results/stories',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: {
    toHaveScreenshot: { ...pixelOptions, ...screenshotOptions },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: {
    command: `node ../support/static-server.mjs ${JSON.stringify(storybookDir)} ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
