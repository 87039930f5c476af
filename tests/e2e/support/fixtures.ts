import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createIntl, type IntlShape } from 'react-intl';
import type { Language } from '@meridian/contract';
import { repoRoot, webUrl } from './environment';
import { codeIn, nextMail } from './inbox';

export type AppLocale = Language;

export interface Account {
  username: string;
  email: string;
  password: string;
}

interface Fixtures {
  /**
   * The interface language, saved as the preference before the app starts: the one the test's
   * tag names (`@en`, `@es`, `@fr` or `@pt`). A test without exactly one such tag fails.
   */
  appLocale: AppLocale;
  /** Formats a message of the app's catalogs in `appLocale`, for finding what a person reads. */
  t: (id: string, values?: Record<string, string | number>) => string;
  /** Fails the test on axe violations of the whole page (document rules included). */
  expectAccessible: (page?: Page) => Promise<void>;
  /** A confirmed account, created through the API as a person would through the app. */
  account: Account;
}

const intls = new Map<AppLocale, IntlShape>();
function intlFor(locale: AppLocale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    const messages: Record<string, string> = JSON.parse(
      readFileSync(join(repoRoot, 'locales', `${locale}.json`), 'utf8'),
    );
    intl = createIntl({
      locale,
      messages,
      onError: (error) => {
        throw error;
      },
    });
    intls.set(locale, intl);
  }
  return intl;
}

let counter = 0;
/** A username and address nobody else in this run uses (the database is shared by the workers). */
export function uniqueAccount(locale: AppLocale): Account {
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${(counter++).toString(36)}`;
  return {
    username: `e2e-${locale}-${id}`,
    email: `e2e-${locale}-${id}@example.test`,
    password: `Ledger-${id}-Aurora`,
  };
}

/** Formats a message of the app's catalog for `locale`. */
export function translator(locale: AppLocale): (id: string, values?: Record<string, string | number>) => string {
  const intl = intlFor(locale);
  return (id, values) => intl.formatMessage({ id }, values);
}

/** Signs up and confirms through the API (the browser flow itself is a test of its own). */
export async function createAccount(
  request: APIRequestContext,
  locale: AppLocale,
  account: Account = uniqueAccount(locale),
): Promise<Account> {
  const since = Date.now();
  const signup = await request.post(`${webUrl}/api/auth/signup`, {
    data: { ...account, roles: [], country: 'PT', language: locale, acceptTerms: true },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const code = codeIn(await nextMail(account.email, since));
  const confirm = await request.post(`${webUrl}/api/auth/confirm-code-verification`, { data: { code } });
  expect(confirm.status(), await confirm.text()).toBe(200);
  return account;
}

/** Saves `locale` as the interface language before the app's first start in the page's tab. */
async function presetLocale(page: Page, locale: AppLocale): Promise<void> {
  await page.addInitScript((value) => {
    // Only before the app's first start in this tab: tests may change it afterwards.
    if (!sessionStorage.getItem('e2e.localeSet')) {
      localStorage.setItem('meridian.locale', value);
      sessionStorage.setItem('e2e.localeSet', '1');
    }
  }, locale);
}

/** A new page of another browser context (a second person), in `locale`. */
export async function localizedPage(context: BrowserContext, locale: AppLocale): Promise<Page> {
  const page = await context.newPage();
  await presetLocale(page, locale);
  return page;
}

/** The app's languages, from the repository's one list of locales. */
const appLocales = Object.keys(
  JSON.parse(readFileSync(join(repoRoot, 'locales', 'locales.json'), 'utf8')) as Record<string, string>,
) as AppLocale[];

export const test = base.extend<Fixtures>({
  appLocale: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, testInfo) => {
      const tagged = appLocales.filter((locale) => testInfo.tags.includes(`@${locale}`));
      if (tagged.length !== 1)
        throw new Error(
          `An end-to-end test names the one language it runs in with a tag: ${appLocales.map((l) => `@${l}`).join(', ')}`,
        );
      await provide(tagged[0]!);
    },
    // Every test resolves it, so that one without its tag fails even if it never asks for it.
    { auto: true },
  ],
  page: async ({ page, appLocale }, provide) => {
    await presetLocale(page, appLocale);
    // An uncaught exception in the app fails the test, even when the page looked right.
    const crashes: string[] = [];
    page.on('pageerror', (error) => crashes.push(error.message));
    await provide(page);
    expect(crashes, 'uncaught errors in the page').toEqual([]);
  },
  t: async ({ appLocale }, provide) => {
    await provide(translator(appLocale));
  },
  expectAccessible: async ({ page }, provide) => {
    await provide(async (target = page) => {
      // react-aria's live announcer keeps a spoken "pending" message for 7 s as a
      // `role="img"` labelled by the button; once the button is gone the label is dangling. It is
      // visually hidden and already announced, so it is left out.
      const { violations } = await new AxeBuilder({ page: target }).exclude('[data-live-announcer]').analyze();
      const summary = violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')}`,
      );
      expect(summary, `axe violations on ${target.url()}`).toEqual([]);
    });
  },
  account: async ({ playwright, appLocale }, provide) => {
    // Its own request context: the account's session stays out of the browser under test.
    const request = await playwright.request.newContext();
    try {
      await provide(await createAccount(request, appLocale));
    } finally {
      await request.dispose();
    }
  },
});

export { expect };
