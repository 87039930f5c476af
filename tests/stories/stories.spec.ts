/**
 * Every story of the built Storybook, in every locale (light theme) and in the dark theme
 * (English): it must render, its `play` function must pass, axe must find no violation, no
 * console error, page error or failed request may occur, and the screenshot must match the
 * committed baseline in tests/stories/__screenshots__/<story id>/<variant>.png.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import type AxeCore from 'axe-core';
import { storybookDir } from './playwright.config';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

const index = JSON.parse(readFileSync(join(storybookDir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};

const filter = process.env.STORY_FILTER?.split(',');
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && (!filter || filter.some((prefix) => entry.id.startsWith(prefix))),
);

/** Every locale of locales/locales.json in the light theme, then English in the dark theme. */
const locales = Object.keys(
  JSON.parse(readFileSync(new URL('../../locales/locales.json', import.meta.url), 'utf8')) as Record<string, string>,
);
const variants = [
  ...locales.map((locale) => ({ name: locale, locale, theme: 'light' })),
  { name: 'en-dark', locale: 'en', theme: 'dark' },
] as const;

/** Stories see a fixed clock so that dates, countdowns and relative times are stable. */
const fixedNow = new Date('2026-06-15T10:30:00Z');

const axeSource = readFileSync(
  createRequire(import.meta.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Document-level rules that do not apply to a component rendered alone in an iframe; the
 * dashboard's end-to-end tests check whole pages with them.
 */
const documentRules = ['landmark-one-main', 'page-has-heading-one', 'region'];

interface StoryEvent {
  type: string;
  detail: string;
}

/** Records the Storybook channel events that end a story's render, from before the preview boots. */
function recordStoryEvents() {
  const events: StoryEvent[] = [];
  Object.assign(window, { __storyEvents: events });
  let channel: { on(event: string, listener: (...args: unknown[]) => void): void } | undefined;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value) {
      channel = value;
      for (const type of [
        'storyFinished',
        'storyErrored',
        'storyThrewException',
        'playFunctionThrewException',
        'storyMissing',
      ]) {
        value.on(type, (...args: unknown[]) => {
          let detail: string;
          try {
            detail = JSON.stringify(args).slice(0, 4000);
          } catch {
            detail = String(args[0]);
          }
          events.push({ type, detail });
        });
      }
    },
  });
}

// One page per worker: a new navigation per story and variant, without a new browser context.
const test = base.extend<object, { storyPage: { page: Page; problems: string[] } }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`HTTP ${response.status()} for ${response.url()}`);
      });
      await page.clock.setFixedTime(fixedNow);
      await page.addInitScript(recordStoryEvents);
      await page.addInitScript(axeSource);
      await use({ page, problems });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

interface PreviewWindow {
  __storyEvents: StoryEvent[];
  __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: unknown): void };
  __currentStory?: string;
}

/**
 * Shows a story with the given globals. The preview is loaded once per worker; later stories
 * are switched through Storybook's channel, which unmounts the previous story and renders the
 * next one from scratch (loaders, render and play), as the Storybook UI itself does.
 */
async function showStory(page: Page, storyId: string, globals: Record<string, unknown>) {
  const loaded = await page
    .evaluate(() => '__storyEvents' in window && '__STORYBOOK_ADDONS_CHANNEL__' in window)
    .catch(() => false);
  if (!loaded) {
    const query = Object.entries(globals)
      .map(([k, v]) => `${k}:${v === true ? '!true' : v}`)
      .join(';');
    await page.goto(`/iframe.html?id=${storyId}&viewMode=story&globals=${query}`);
  } else {
    await page.evaluate(
      ({ storyId, globals }) => {
        const w = window as unknown as PreviewWindow;
        w.__storyEvents.length = 0;
        const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
        channel.emit('updateGlobals', { globals });
        if (w.__currentStory === storyId) channel.emit('forceRemount', { storyId });
        else channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      },
      { storyId, globals },
    );
  }
  await page.waitForFunction(
    (storyId) =>
      (window as unknown as PreviewWindow).__storyEvents.some(
        (e) => e.type !== 'storyFinished' || e.detail.includes(`"storyId":"${storyId}"`),
      ),
    storyId,
    { timeout: 20_000 },
  );
  await page.evaluate((storyId) => Object.assign(window, { __currentStory: storyId }), storyId);
  return page.evaluate(() => (window as unknown as PreviewWindow).__storyEvents);
}

for (const story of stories) {
  test.describe(`${story.title} / ${story.name}`, () => {
    for (const variant of variants) {
      test(`${story.id} [${variant.name}]`, async ({ storyPage }) => {
        const { page, problems } = storyPage;
        problems.length = 0;
        // The a11y addon's own automatic run is switched off here: the suite runs axe itself.
        const events = await showStory(page, story.id, {
          locale: variant.locale,
          theme: variant.theme,
          'a11y.manual': true,
        });
        for (const event of events) {
          if (event.type !== 'storyFinished') problems.push(`${event.type}: ${event.detail}`);
          else if (event.detail.includes('"status":"error"'))
            problems.push(`story finished with an error: ${event.detail}`);
        }
        await page.evaluate(() => document.fonts.ready);

        const violations = await page.evaluate(async (disabled) => {
          const axe = (window as unknown as { axe: typeof AxeCore }).axe;
          const rules = Object.fromEntries(disabled.map((id) => [id, { enabled: false }]));
          const result = await axe.run(document, { resultTypes: ['violations'], rules });
          return result.violations.map(
            (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          );
        }, documentRules);
        expect(violations, 'axe violations').toEqual([]);
        expect(problems, 'render, play, console and network errors').toEqual([]);

        await expect(page).toHaveScreenshot([story.id, `${variant.name}.png`], { fullPage: true });
      });
    }
  });
}
