/**
 * Every story of the built Storybook, in every locale (light theme) and in the dark theme
 * (English, switched on the English story after its `play`): it must render, its `play` function
 * must pass, axe must find no violation in English (light and dark: the other languages change the
 * text, not the structure or the colours, so axe runs once per story and theme), no console error,
 * page error or failed request may occur in any variant, and the screenshot must match the committed baseline in
 * tests/stories/__screenshots__/<story id>/<variant>.png (the part of the page the story draws:
 * see `screenshotArea`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import {
  installStoryChecks,
  type AxeRequest,
  type CheckingWindow,
  type StoryChecked,
  type StoryEvent,
} from './in-page';
import { pixelOptions, screenshotOptions, storybookDir } from './playwright.config';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const index = JSON.parse(readFileSync(join(storybookDir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};

const filter = process.env.STORY_FILTER?.split(',');
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && (!filter || filter.some((prefix) => entry.id.startsWith(prefix))),
);

/**
 * English in the light theme, then English in the dark theme, then every other locale of
 * locales/locales.json in the light theme.
 */
const locales = Object.keys(
  JSON.parse(readFileSync(new URL('../../locales/locales.json', import.meta.url), 'utf8')) as Record<string, string>,
);
const variants = [
  { name: 'en', locale: 'en', theme: 'light' },
  { name: 'en-dark', locale: 'en', theme: 'dark' },
  ...locales.filter((locale) => locale !== 'en').map((locale) => ({ name: locale, locale, theme: 'light' })),
] as const;

/**
 * A story tagged `phone` (`tags: ['phone']`, docs/contributing.md) is shown in a phone's
 * viewport, every variant of it; the others in the config's.
 */
const phoneViewport = { width: 390, height: 844 };
const viewportOf = (story: IndexEntry) => (story.tags?.includes('phone') ? phoneViewport : undefined);

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

/**
 * Rules that measure colours, which depend on the theme: the dark variant runs only these when its
 * markup is the English one.
 */
const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * axe runs in English, light and dark. Another language draws the same components with other
 * words: the structure, the roles, the names' presence and the colours are the English ones, and
 * a translation's own faults (a missing message, an untranslated string, broken arguments) are
 * the i18n check's. Every variant still renders, plays and is compared pixel by pixel.
 */
const runsAxe = (variant: (typeof variants)[number]) => variant.locale === 'en';

/**
 * Before its rules, axe reads every style sheet and media element of the page by default (its
 * `preload`), for the rules that need them: the experimental CSS orientation lock, which it does
 * not run, and autoplaying audio and video. Neither depends on the language or the theme, so the
 * English (light) variant preloads and the dark one does not: the reading was a quarter of axe's time.
 */
const preloads = (variant: (typeof variants)[number]) => variant.theme === 'light';

/**
 * Records the Storybook channel events that end a story's render, from before the preview boots,
 * and defines `__storyEnded(storyId)`: a promise of the events once the story's render has ended
 * (or an error event came), which marks it as the story on the page.
 */
function recordStoryEvents() {
  const events: StoryEvent[] = [];
  const listeners = new Set<() => void>();
  const storyEnded = (storyId: string) =>
    new Promise<StoryEvent[]>((resolve, reject) => {
      const check = () => {
        if (!events.some((e) => e.type !== 'storyFinished' || e.detail.includes(`"storyId":"${storyId}"`))) return;
        listeners.delete(check);
        clearTimeout(timer);
        Object.assign(window, { __currentStory: storyId });
        resolve([...events]);
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`The story ${storyId} did not finish rendering within 20 s`));
      }, 20_000);
      listeners.add(check);
      check();
    });
  Object.assign(window, { __storyEvents: events, __storyEnded: storyEnded });
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
          for (const listener of [...listeners]) listener();
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
      await page.addInitScript(installStoryChecks);
      await page.addInitScript(axeSource);
      await use({ page, problems });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

interface PreviewWindow {
  __storyEvents: StoryEvent[];
  __storyEnded(storyId: string): Promise<StoryEvent[]>;
  __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: unknown): void };
  __STORYBOOK_PREVIEW__: { storyStoreValue: { userGlobals: { update(globals: Record<string, unknown>): void } } };
  __currentStory?: string;
}

/**
 * Shows a story with the given globals. The preview is loaded once per worker; later stories
 * are switched through Storybook's channel, which unmounts the previous story and renders the
 * next one from scratch (loaders, render and play), as the Storybook UI itself does.
 *
 * `inPlace` changes the globals of the story on the page instead, as the toolbar does: the
 * story renders again with them, keeping its state (what its play function did), and its play
 * function does not run again.
 *
 * Once the story's render has ended, the same call reads what it drew and runs axe when `axe` asks
 * for it (in-page.ts).
 */
async function showStory(
  page: Page,
  storyId: string,
  globals: Record<string, unknown>,
  inPlace: boolean,
  axe: AxeRequest | undefined,
): Promise<StoryChecked> {
  // One call into the page switches the story, waits for its render to end and checks it.
  const switched = await page.evaluate(
    ({ storyId, globals, inPlace, axe }) => {
      const w = window as unknown as Partial<PreviewWindow>;
      const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
      if (!w.__storyEvents || !w.__storyEnded || !channel || !w.__STORYBOOK_PREVIEW__) return undefined;
      w.__storyEvents.length = 0;
      if (inPlace) channel.emit('updateGlobals', { globals });
      else {
        // The globals go straight into the preview's store: an `updateGlobals` event would first
        // render the outgoing story again in the new locale and theme, a render nobody looks at.
        // The render below reads them from the store, as a first visit reads them from the URL.
        w.__STORYBOOK_PREVIEW__.storyStoreValue.userGlobals.update(globals);
        if (w.__currentStory === storyId) channel.emit('forceRemount', { storyId });
        else channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }
      return (w as unknown as CheckingWindow).__checkStory(storyId, axe);
    },
    { storyId, globals, inPlace, axe },
  );
  if (switched) return switched;
  // The preview is not loaded yet: a first visit, with the globals in the URL.
  const query = Object.entries(globals)
    .map(([k, v]) => `${k}:${v === true ? '!true' : v}`)
    .join(';');
  await page.goto(`/iframe.html?id=${storyId}&viewMode=story&globals=${query}`);
  return page.evaluate(({ storyId, axe }) => (window as unknown as CheckingWindow).__checkStory(storyId, axe), {
    storyId,
    axe,
  });
}

/**
 * Below its lowest box, a story's screenshot keeps this much of the page, for what is painted
 * outside the boxes (shadows, focus rings).
 */
const PAINT_MARGIN = 24;

/**
 * The area a story's screenshot covers: the page's full width, from the top down to the story's
 * lowest box and a margin, and never past the end of the page. A component story is a strip,
 * not a 1024x768 page that is mostly empty: capturing, encoding and comparing the empty rest
 * was most of a screenshot's cost. A box that moves or grows changes the area, so the
 * comparison with the baseline still fails.
 */
function screenshotArea(page: Page, { bottom, width, height }: { bottom: number; width: number; height: number }) {
  const clip = { x: 0, y: 0, width, height: Math.max(1, Math.min(height, Math.ceil(bottom) + PAINT_MARGIN)) };
  // Within the viewport a clip needs no full-page capture, which lays the page out again.
  return { clip, fullPage: clip.height > (page.viewportSize()?.height ?? 0) };
}

/** Where the suite keeps a variant's baseline (the config's one snapshot path template). */
const baseline = (storyId: string, variant: string) => test.info().snapshotPath(storyId, `${variant}.png`);
const sameFile = (a: string, b: string) => existsSync(a) && existsSync(b) && readFileSync(a).equals(readFileSync(b));

/**
 * Playwright's own image comparison, the one `toHaveScreenshot` runs on its capture (decoded
 * pixels, pixelmatch's colour threshold, `pixelOptions`): null when the images match. Loaded from
 * the playwright-core that @playwright/test runs.
 */
const compareImages = (
  createRequire(createRequire(import.meta.resolve('@playwright/test')).resolve('playwright'))(
    'playwright-core/lib/coreBundle',
  ) as {
    utils: {
      getComparator(mimeType: 'image/png'): (actual: Buffer, expected: Buffer, options: object) => object | null;
    };
  }
).utils.getComparator('image/png');

/**
 * Each story's markup in English (light), recorded once its checks passed, for the other languages
 * and the dark theme.
 */
const englishMarkup = new Map<string, string>();

/**
 * The story whose English run has just passed on this worker's page, still as its play function
 * left it: its dark variant switches the theme in place.
 */
let englishOnPage: string | undefined;

for (const story of stories) {
  test.describe(`${story.title} / ${story.name}`, () => {
    // A story's variants run in order on one worker: English first, so the dark theme and the other
    // languages can be compared with it.
    test.describe.configure({ mode: 'default' });
    for (const variant of variants) {
      test(`${story.id} [${variant.name}]`, async ({ storyPage }) => {
        const { page, problems } = storyPage;
        problems.length = 0;
        // The dark theme is switched on the English story as it stands after its play function, as
        // the dashboard switches when the system's preference changes: the same state, drawn again
        // in the other theme, without a second mount and play. Without an English run that passed
        // just before on this page (a retry, another worker), it renders and plays from scratch.
        const inPlace = variant.theme === 'dark' && englishOnPage === story.id;
        englishOnPage = undefined;
        const viewport = viewportOf(story) ?? test.info().project.use.viewport!;
        const current = page.viewportSize();
        if (current?.width !== viewport.width || current.height !== viewport.height)
          await page.setViewportSize(viewport);
        // The dark theme changes colours and shadows only: when its markup is the English one
        // (theme class aside), every rule but the colour ones has already passed on the same page
        // in English, and only the colour rules run. Components that draw differently in the dark
        // (an inline colour, a QR code) differ in their markup and get every rule.
        const axe = runsAxe(variant)
          ? {
              disabled: documentRules,
              preload: preloads(variant),
              colourRules,
              englishMarkup: variant.theme === 'dark' ? englishMarkup.get(story.id) : undefined,
            }
          : undefined;
        // The a11y addon's own automatic run is switched off here: the suite runs axe itself.
        const checked = await showStory(
          page,
          story.id,
          { locale: variant.locale, theme: variant.theme, 'a11y.manual': true },
          inPlace,
          axe,
        );
        const { events, drawn, violations = [], onlyColours } = checked;
        for (const event of events) {
          if (event.type !== 'storyFinished') problems.push(`${event.type}: ${event.detail}`);
          else if (event.detail.includes('"status":"error"'))
            problems.push(`story finished with an error: ${event.detail}`);
        }
        const { markup } = drawn;

        // A language that draws exactly the English markup (many UI stories take their text as
        // plain props) looks exactly like it and gives axe the same page: when its committed
        // baseline is also the very file English has, the English checks stand for it. Any
        // difference in the markup or the baselines, or no English run to compare with (a retry on
        // another worker), and it gets every check below. Updating baselines always does them all.
        const { updateSnapshots } = test.info().config;
        const updating = updateSnapshots === 'all' || updateSnapshots === 'changed';
        if (
          variant.theme === 'light' &&
          variant.locale !== 'en' &&
          !updating &&
          englishMarkup.get(story.id) === markup &&
          sameFile(baseline(story.id, variant.name), baseline(story.id, 'en'))
        ) {
          expect(problems, 'render, play, console and network errors').toEqual([]);
          test.info().annotations.push({ type: 'same as English', description: 'markup and baseline' });
          return;
        }

        if (onlyColours) test.info().annotations.push({ type: 'same markup as English', description: 'colour rules' });
        expect(violations, 'axe violations').toEqual([]);
        expect(problems, 'render, play, console and network errors').toEqual([]);

        // The story is captured once. A capture byte for byte the committed baseline matches it;
        // one that differs in its bytes is decoded and compared pixel by pixel with the same
        // comparison and tolerance as `toHaveScreenshot` (no pixel beyond Playwright's colour
        // threshold). Only a capture that fails that goes to `toHaveScreenshot`, which captures
        // until the page is stable, compares again, and writes the diff image and the failure.
        const area = screenshotArea(page, drawn);
        const expected = baseline(story.id, variant.name);
        const committed = !updating && existsSync(expected) ? readFileSync(expected) : undefined;
        const capture = committed && (await page.screenshot({ ...area, ...screenshotOptions }));
        const matches =
          !!capture && (capture.equals(committed) || compareImages(capture, committed, pixelOptions) === null);
        if (!matches) await expect(page).toHaveScreenshot([story.id, `${variant.name}.png`], area);
        if (variant.name === 'en') {
          englishMarkup.set(story.id, markup);
          englishOnPage = story.id;
        }
      });
    }
  });
}
