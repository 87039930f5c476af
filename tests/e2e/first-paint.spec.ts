import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * The login page's first paint is in the built HTML (apps/dashboard/prerender.ts): it shows
 * without JavaScript, and the app's render replaces it without moving anything.
 */

/** What the first paint and the app both show, by selector. */
const parts = [
  'main',
  'h1',
  'main p',
  'input[name="identifier"]',
  'input[name="password"]',
  'button[type="submit"]',
  'a[href="/auth/password-reset-start"]',
  'a[href="/auth/signup"]',
  'footer',
  'footer > span',
];

/** Each part's box on the page as it is now (fonts loaded). */
async function boxes(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page.evaluate(
    (selectors) =>
      Object.fromEntries(
        selectors.map((selector) => {
          const box = document.querySelector(selector)?.getBoundingClientRect();
          return [selector, box ? [box.x, box.y, box.width, box.height].map((n) => Math.round(n * 10) / 10) : null];
        }),
      ),
    parts,
  );
}

test('shows the login page’s heading without JavaScript', { tag: '@fr' }, async ({ browser }) => {
  // Without JavaScript the page cannot pick the visitor's language: the built page is in English.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/auth/login');
  await expect(page.locator('h1')).toHaveText('Log in');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('button[type="submit"]')).toHaveText('Log in');
  await context.close();
});

test(
  'draws nothing of the page built for no JavaScript in a browser that runs scripts, before any script has run',
  { tag: '@es' },
  async ({ browser }) => {
    // The page as the browser has it before the inline script after the templates has run (it is
    // taken out here, and the app's files never arrive): a signed-in person opening the dashboard
    // on a slow phone, whose browser paints while it parses, must not see the login page.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route('**/*.js', (route) => route.abort());
    await page.route('**/dashboard', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<script>\(function \(\) \{[\s\S]*?<\/script>/, '');
      await route.fulfill({ response, body: html });
    });
    await page.goto('/dashboard');
    await expect(page.locator('h1')).toHaveCount(0);
    await expect(page.locator('main')).toHaveCount(0);
    // It is there, for a browser without scripts.
    await expect(page.locator('#root noscript')).toHaveCount(1);
    await context.close();
  },
);

test(
  'paints the login page in the visitor’s language before the app, which replaces it without a layout shift',
  { tag: '@pt' },
  async ({ browser, page, t }) => {
    // The first paint alone: the page's script files never arrive (its inline script runs).
    const context = await browser.newContext({ locale: 'pt-BR' });
    const first = await context.newPage();
    await first.route('**/*.js', (route) => route.abort());
    await first.goto('/auth/login');
    await expect(first.locator('h1')).toHaveText(t('screens.Auth.Login.heading'));
    await expect(first.locator('html')).toHaveAttribute('lang', 'pt');
    // A picture of the page until the app renders: not yet to be typed into.
    await expect(first.locator('#root > div')).toHaveAttribute('inert', '');
    const painted = await boxes(first);
    await context.close();

    // The app, over the same first paint.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
      Object.assign(window, { layoutShifts: shifts });
    });
    await page.goto('/auth/login');
    await expect(page.locator('#root > div:not([inert])')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: t('screens.Auth.Login.heading') })).toBeVisible();
    const live = await boxes(page);
    expect(Object.values(live).every(Boolean), JSON.stringify(live)).toBe(true);
    expect(live).toEqual(painted);
    // The app's render moves nothing. The one shift the page may record is the first paint's
    // text changing from the fallback font to Inter when the font arrives after it (the logo's
    // and the button's centred words: under 0.0001); Lighthouse shows it as a CLS of 0.000.
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    expect(shifts.reduce((sum, shift) => sum + shift, 0)).toBeLessThan(0.001);
  },
);
