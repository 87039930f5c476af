import type { CookieName as CookieNames } from '@meridian/contract';
import type { Page } from '@playwright/test';
import { sessionRefreshGraceMs, webUrl } from './support/environment';
import { createAccount, expect, localizedPage, test } from './support/fixtures';
import { createWorkspace, logInThroughForm as logIn } from './support/merchant';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
// The contract's cookie names, as values (the suite's processes load the contract's types only).
const CookieName = {
  session: 'meridian_session',
  sessionRefreshThreshold: 'sessionRefreshThreshold',
} as const satisfies Record<string, CookieNames>;

test(
  'three tabs of one session refresh at the same moment and all stay signed in; the token they replaced, replayed after the grace, signs every tab out',
  { tag: '@en' },
  async ({ page, playwright, t, appLocale }) => {
    test.slow();
    const request = await playwright.request.newContext();
    const owner = await createAccount(request, appLocale);
    await createWorkspace(request, { name: 'Three Tabs', country: 'GB', phone: '+44 7400 123456' });
    await request.dispose();
    await logIn(page, t, owner);

    // Three tabs of one browser, each on the dashboard with its live channel open.
    const context = page.context();
    const tabs = [page, await localizedPage(context, appLocale), await localizedPage(context, appLocale)];
    for (const tab of tabs.slice(1)) await tab.goto('/dashboard');
    for (const tab of tabs) await expect(heading(tab, t('screens.Workspace.Dashboard.heading'))).toBeVisible();

    // What a thief copied: the session token as it is before the refresh.
    const stolen = (await context.cookies(webUrl)).find((cookie) => cookie.name === CookieName.session)?.value;
    expect(stolen).toBeTruthy();

    // Thirteen minutes on, every tab is due to refresh at the same moment (the tabs share the
    // readable cookie that says when), and all three load a page together.
    const refreshes: string[] = [];
    context.on('response', (response) => {
      if (response.url().endsWith('/api/auth/refresh-session')) refreshes.push(String(response.status()));
    });
    await context.addCookies([
      { name: CookieName.sessionRefreshThreshold, value: String(Date.now() - 1000), url: webUrl },
    ]);
    await Promise.all(tabs.map((tab) => tab.goto('/payment-links')));

    // All three stay signed in and keep working: each loads the workspace's links (none yet).
    for (const tab of tabs) {
      await expect(heading(tab, t('screens.Money.PaymentLinks.heading'))).toBeVisible();
      await expect(tab.getByText(t('screens.Money.PaymentLinks.emptyTitle'))).toBeVisible();
    }
    // One refresh for the three tabs: the others waited for it and took its result.
    expect(refreshes).toEqual(['200']);
    const renewed = (await context.cookies(webUrl)).find((cookie) => cookie.name === CookieName.session)?.value;
    expect(renewed).toBeTruthy();
    expect(renewed).not.toBe(stolen);

    // The refresh path called in all three tabs at the same moment, past the lock (as two
    // browser processes of one profile could): the API answers each with the same new session.
    const answers = await Promise.all(
      tabs.map((tab) =>
        tab.evaluate(async () => {
          const response = await fetch('/api/auth/refresh-session', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: '{}',
            credentials: 'include',
          });
          const body = (await response.json()) as { session?: { expiresAt: number } };
          return { status: response.status, expiresAt: body.session?.expiresAt };
        }),
      ),
    );
    const rotatedAt = Date.now();
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    // The tabs share their cookies: a refresh sent after another's answer carries the new token and
    // rotates it again, which is no reuse. Whichever token each carried, none was refused.
    for (const tab of tabs) {
      await tab.goto('/dashboard');
      await expect(heading(tab, t('screens.Workspace.Dashboard.heading'))).toBeVisible();
    }

    // Once the grace has passed, the thief replays the replaced token: refused, and the whole
    // session with it, so every tab ends on the sign-in page by itself.
    await page.waitForTimeout(Math.max(0, rotatedAt + sessionRefreshGraceMs + 500 - Date.now()));
    const thief = await playwright.request.newContext();
    const replay = await thief.post(`${webUrl}/api/auth/refresh-session`, {
      headers: { cookie: `${CookieName.session}=${stolen}` },
      data: {},
    });
    expect(replay.status()).toBe(401);
    await thief.dispose();
    for (const tab of tabs) {
      await expect(heading(tab, t('screens.Auth.Login.heading'))).toBeVisible({ timeout: 30_000 });
      await expect(tab).toHaveURL(/\/auth\/login/);
    }
  },
);
