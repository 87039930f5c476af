import { expect, test, uniqueAccount } from './support/fixtures';

test(
  'what a fast typist or the browser’s autofill puts in the sign-up form while the page loads stays there',
  { tag: '@es' },
  async ({ page, t, appLocale }) => {
    const account = uniqueAccount(appLocale);
    const username = page.getByRole('textbox', { name: t('screens.Auth.Signup.username'), exact: true });
    const email = page.getByRole('textbox', { name: t('screens.Auth.Signup.email'), exact: true });
    // Typed the moment the field can take it, before the page has finished loading.
    await page.goto('/auth/signup', { waitUntil: 'commit' });
    await username.pressSequentially(account.username);
    await email.fill(account.email);
    await page.waitForLoadState('networkidle');
    // Half a second more for anything the page does once its code and catalog are in.
    await page.waitForTimeout(500);
    await expect(username).toHaveValue(account.username);
    await expect(email).toHaveValue(account.email);
  },
);
