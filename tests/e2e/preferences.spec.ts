import type { Page } from '@playwright/test';
import { expect, test, translator, type Account } from './support/fixtures';
import { webUrl } from './support/environment';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const passwordField = (page: Page, label: string) => page.getByLabel(label, { exact: true }).and(page.locator('input'));

/** The colour scheme the page is drawn in, as the browser applies it to the document. */
const colorScheme = (page: Page) => page.locator('html').evaluate((html) => getComputedStyle(html).colorScheme);

type T = ReturnType<typeof translator>;

/** Logs in through the login page, after giving the account a workspace, and opens the account page. */
async function openAccountPage(page: Page, t: T, account: Account) {
  await page.goto('/auth/login');
  await textbox(page, t('screens.Auth.Login.identifier')).fill(account.username);
  await passwordField(page, t('screens.Auth.Login.password')).fill(account.password);
  await page.getByRole('button', { name: t('screens.Auth.Login.submit') }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  // The browser's session creates the workspace, as onboarding would.
  const created = await page.request.post(`${webUrl}/api/company`, {
    data: {
      name: `Prefs ${Date.now().toString(36)}`,
      size: '1-10',
      country: 'PT',
      useCases: ['online_store'],
      phone: '+351 912 345 678',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto('/account');
  await expect(heading(page, t('screens.Workspace.Account.heading'))).toBeVisible();
}

test.describe('a first visit', () => {
  // The browser's own language decides here, not the test's tag.
  test(
    'follows the browser’s language, and the picker’s choice survives a reload',
    { tag: '@en' },
    async ({ browser }) => {
      const context = await browser.newContext({ locale: 'fr-FR' });
      const page = await context.newPage();
      const fr = translator('fr');
      const es = translator('es');

      await page.goto('/auth/login');
      await expect(heading(page, fr('screens.Auth.Login.heading'))).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

      const footer = page.getByRole('contentinfo');
      await footer.getByRole('button', { name: fr('screens.Auth.GuestLayout.languagePicker.label') }).click();
      await page.getByRole('option', { name: 'Español' }).click();
      await expect(heading(page, es('screens.Auth.Login.heading'))).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');

      await page.reload();
      await expect(heading(page, es('screens.Auth.Login.heading'))).toBeVisible();
      await expect(
        footer.getByRole('button', { name: es('screens.Auth.GuestLayout.languagePicker.label') }),
      ).toContainText('Español');

      // Every guest page has it, in the language chosen.
      await page.goto('/auth/signup');
      await expect(heading(page, es('screens.Auth.Signup.heading'))).toBeVisible();
      await expect(
        footer.getByRole('button', { name: es('screens.Auth.GuestLayout.languagePicker.label') }),
      ).toBeVisible();
      await context.close();
    },
  );
});

test(
  'Dark chosen on the account page turns the dashboard dark, and stays after a reload',
  { tag: '@pt' },
  async ({ page, t, account, expectAccessible }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openAccountPage(page, t, account);
    expect(await colorScheme(page)).toBe('light');

    const themes = page.getByRole('radiogroup', { name: t('screens.Workspace.Account.appearance.theme') });
    await expect(themes.getByRole('radio', { name: t('screens.Workspace.Account.appearance.system') })).toBeChecked();
    await themes.getByText(t('screens.Workspace.Account.appearance.dark'), { exact: true }).click();
    await expect(page.getByRole('region', { name: t('ui.Toast.region') })).toContainText(
      t('screens.Workspace.Account.themeUpdated'),
    );
    await expect.poll(() => colorScheme(page)).toBe('dark');
    await expectAccessible();

    await page.reload();
    await expect(heading(page, t('screens.Workspace.Account.heading'))).toBeVisible();
    await expect(themes.getByRole('radio', { name: t('screens.Workspace.Account.appearance.dark') })).toBeChecked();
    await expect.poll(() => colorScheme(page)).toBe('dark');
  },
);

test.describe('on a device set to dark', () => {
  test.use({ colorScheme: 'dark' });

  test(
    'with System chosen, the dashboard and the guest pages are dark, and follow the device live',
    { tag: '@es' },
    async ({ page, t, account }) => {
      await page.goto('/auth/login');
      await expect(heading(page, t('screens.Auth.Login.heading'))).toBeVisible();
      await expect.poll(() => colorScheme(page)).toBe('dark');

      await openAccountPage(page, t, account);
      const themes = page.getByRole('radiogroup', { name: t('screens.Workspace.Account.appearance.theme') });
      await expect(themes.getByRole('radio', { name: t('screens.Workspace.Account.appearance.system') })).toBeChecked();
      await expect.poll(() => colorScheme(page)).toBe('dark');

      // Live, as the device changes.
      await page.emulateMedia({ colorScheme: 'light' });
      await expect.poll(() => colorScheme(page)).toBe('light');
    },
  );
});
