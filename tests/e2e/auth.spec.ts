import type { Page } from '@playwright/test';
import { codeIn, nextMail } from './support/inbox';
import { expect, test, uniqueAccount, type Account } from './support/fixtures';

type T = (id: string, values?: Record<string, string | number>) => string;

/** `<Page> · Meridian` in the current language. */
const titleOf = (t: T, page: string) => t('app.pageTitle', { page: t(`app.pages.${page}`) });

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
/** A text input by its exact label ("Email" is not "Code from the email"). */
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
/** A password input by its label (not the show/hide button next to it). */
const passwordField = (page: Page, label: string) => page.getByLabel(label, { exact: true }).and(page.locator('input'));

async function logIn(page: Page, t: T, identifier: string, password: string) {
  await textbox(page, t('screens.Auth.Login.identifier')).fill(identifier);
  await passwordField(page, t('screens.Auth.Login.password')).fill(password);
  await page.getByRole('button', { name: t('screens.Auth.Login.submit') }).click();
}

test(
  'signs up, confirms with the mailed code, lands on onboarding and logs out',
  { tag: '@es' },
  async ({ page, t, appLocale, expectAccessible }) => {
    const account: Account = uniqueAccount(appLocale);
    await page.goto('/auth/signup');
    await expect(heading(page, t('screens.Auth.Signup.heading'))).toBeVisible();
    await expect(page).toHaveTitle(titleOf(t, 'signup'));
    await expect(page.locator('html')).toHaveAttribute('lang', appLocale);
    await expectAccessible();

    await textbox(page, t('screens.Auth.Signup.username')).fill(account.username);
    await textbox(page, t('screens.Auth.Signup.email')).fill(account.email);
    await page.getByRole('combobox', { name: t('screens.Auth.Signup.country') }).fill('Portugal');
    await page.getByRole('option', { name: 'Portugal' }).click();
    await passwordField(page, t('screens.common.NewPasswordFields.password')).fill(account.password);
    await page.getByText(t('screens.Auth.Signup.terms')).click();
    const since = Date.now();
    await page.getByRole('button', { name: t('screens.Auth.Signup.submit') }).click();

    await expect(page).toHaveURL(/\/auth\/confirm-code$/);
    await expect(heading(page, t('screens.Auth.ConfirmCode.heading'))).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
    await expect(page).toHaveTitle(titleOf(t, 'confirmCode'));
    await expectAccessible();

    const mail = await nextMail(account.email, since);
    expect(mail.language).toBe(appLocale);
    // The complete code submits itself.
    await textbox(page, t('screens.Auth.ConfirmCode.code')).fill(codeIn(mail));

    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(heading(page, t('screens.Workspace.Onboarding.nameHeading'))).toBeVisible();
    await expect(page.getByRole('region', { name: t('ui.Toast.region') })).toContainText(
      t('app.toasts.accountConfirmed'),
    );
    await expect(page).toHaveTitle(titleOf(t, 'onboarding'));
    await expectAccessible();

    await page.getByRole('button', { name: t('screens.Workspace.Onboarding.logOut') }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(heading(page, t('screens.Auth.Login.heading'))).toBeVisible();
    await expect(page.getByRole('region', { name: t('ui.Toast.region') })).toContainText(t('app.toasts.loggedOut'));

    // Logged out for real: a protected page leads back to the login page.
    await page.goto('/onboarding');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fonboarding$/);
  },
);

test(
  'refuses a wrong password with the product message, then logs in with the right one',
  { tag: '@fr' },
  async ({ page, t, account, expectAccessible }) => {
    await page.goto('/auth/login');
    await expect(page).toHaveTitle(titleOf(t, 'login'));
    await expectAccessible();

    await logIn(page, t, account.username, `${account.password}-wrong`);
    await expect(page.getByRole('alert')).toHaveText(t('errors.auth.loginFailed'));
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expectAccessible();

    await passwordField(page, t('screens.Auth.Login.password')).fill(account.password);
    await page.getByRole('button', { name: t('screens.Auth.Login.submit') }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(heading(page, t('screens.Workspace.Onboarding.nameHeading'))).toBeVisible();

    // Signed in, the login page is no place to be.
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/onboarding$/);
  },
);

test(
  'resets a forgotten password with the mailed code, then logs in with the new one',
  { tag: '@pt' },
  async ({ page, t, account, expectAccessible }) => {
    await page.goto('/auth/login');
    await page.getByRole('link', { name: t('screens.Auth.Login.forgot') }).click();
    await expect(page).toHaveURL(/\/auth\/password-reset-start$/);
    await expect(heading(page, t('screens.Auth.ForgotPassword.heading'))).toBeVisible();
    await expect(page).toHaveTitle(titleOf(t, 'forgotPassword'));
    await expectAccessible();

    const since = Date.now();
    await textbox(page, t('screens.Auth.ForgotPassword.email')).fill(account.email);
    await page.getByRole('button', { name: t('screens.Auth.ForgotPassword.submit') }).click();
    await expect(heading(page, t('screens.Auth.ForgotPassword.sentHeading'))).toBeVisible();
    await expectAccessible();
    const code = codeIn(await nextMail(account.email, since));

    await page.getByRole('link', { name: t('screens.Auth.ForgotPassword.enterCode') }).click();
    await expect(page).toHaveURL(/\/auth\/password-reset-complete\?email=/);
    await expect(heading(page, t('screens.Auth.ResetPassword.heading'))).toBeVisible();
    await expect(page).toHaveTitle(titleOf(t, 'resetPassword'));
    await expect(textbox(page, t('screens.Auth.ResetPassword.email'))).toHaveValue(account.email);
    await expectAccessible();

    const newPassword = `${account.password}-renewed`;
    await textbox(page, t('screens.Auth.ResetPassword.code')).fill(code);
    await passwordField(page, t('screens.common.NewPasswordFields.newPassword')).fill(newPassword);
    await passwordField(page, t('screens.common.NewPasswordFields.confirmPassword')).fill(newPassword);
    await page.getByRole('button', { name: t('screens.Auth.ResetPassword.submit') }).click();
    await expect(heading(page, t('screens.Auth.ResetPassword.doneHeading'))).toBeVisible();
    await expectAccessible();

    await page.getByRole('link', { name: t('screens.Auth.ResetPassword.login') }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await logIn(page, t, account.email, account.password);
    await expect(page.getByRole('alert')).toHaveText(t('errors.auth.loginFailed'));
    await passwordField(page, t('screens.Auth.Login.password')).fill(newPassword);
    await page.getByRole('button', { name: t('screens.Auth.Login.submit') }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
  },
);

test(
  'sends a signed-out visit of a protected page to login and back there afterwards',
  { tag: '@en' },
  async ({ page, t, account, expectAccessible }) => {
    await page.goto('/onboarding?from=mail');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fonboarding%3Ffrom%3Dmail$/);
    await expect(page.getByText(t('screens.Auth.Login.redirect', { path: '/onboarding?from=mail' }))).toBeVisible();
    await expectAccessible();

    await logIn(page, t, account.username, account.password);
    await expect(page).toHaveURL(/\/onboarding\?from=mail$/);
    await expect(heading(page, t('screens.Workspace.Onboarding.nameHeading'))).toBeVisible();
  },
);

test('shows the login page for the root while signed out', { tag: '@fr' }, async ({ page, t }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(heading(page, t('screens.Auth.Login.heading'))).toBeVisible();
});
