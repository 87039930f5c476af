import type { Browser, Locator, Page } from '@playwright/test';
import { nextMail, nextTextCode } from './support/inbox';
import {
  createAccount,
  expect,
  localizedPage,
  test,
  translator,
  uniqueAccount,
  type Account,
  type AppLocale,
} from './support/fixtures';

type T = (id: string, values?: Record<string, string | number>) => string;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const passwordField = (page: Page, label: string) => page.getByLabel(label, { exact: true }).and(page.locator('input'));
const toasts = (page: Page, t: T) => page.getByRole('region', { name: t('ui.Toast.region') });

/** Ticks a radio button or checkbox the way a person does: by its label, which covers the input. */
async function choose(page: Page, control: Locator) {
  await page.locator('label').filter({ has: control }).click();
  await expect(control).toBeChecked();
}

async function logIn(page: Page, t: T, account: Account) {
  await page.goto('/auth/login');
  await textbox(page, t('screens.Auth.Login.identifier')).fill(account.username);
  await passwordField(page, t('screens.Auth.Login.password')).fill(account.password);
  await page.getByRole('button', { name: t('screens.Auth.Login.submit') }).click();
}

/**
 * Goes through the onboarding's create flow, where a person without invitations starts (the
 * choice is a step back); ends on the dashboard of the new workspace.
 */
async function createWorkspace(page: Page, t: T, name: string) {
  const next = page.getByRole('button', { name: t('screens.Workspace.Onboarding.continue') });
  await expect(heading(page, t('screens.Workspace.Onboarding.nameHeading'))).toBeVisible();
  await textbox(page, t('screens.Workspace.Onboarding.name')).fill(name);
  await next.click();

  await expect(heading(page, t('screens.Workspace.Onboarding.companyHeading'))).toBeVisible();
  await page.getByRole('button', { name: t('screens.Workspace.Onboarding.size') }).click();
  await page.getByRole('option', { name: t('screens.Workspace.Onboarding.size.11-50') }).click();
  // The account's country (Portugal) is already there.
  await expect(page.getByRole('combobox', { name: t('screens.Workspace.Onboarding.country') })).not.toHaveValue('');
  await textbox(page, t('screens.Workspace.Onboarding.website')).fill('lumen-coffee.example');
  await next.click();

  await expect(heading(page, t('screens.Workspace.Onboarding.useCasesHeading'))).toBeVisible();
  await choose(page, page.getByRole('checkbox', { name: t('screens.Workspace.Onboarding.useCase.onlineStore.title') }));
  await next.click();

  await expect(heading(page, t('screens.Workspace.Onboarding.phoneHeading'))).toBeVisible();
  await textbox(page, t('screens.Workspace.Onboarding.phone')).fill('+351 912 345 678');
  await page.getByRole('button', { name: t('screens.Workspace.Onboarding.create') }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The workspace switcher shows the selected workspace's name. */
const switcher = (page: Page, t: T) =>
  page.getByRole('button', { name: new RegExp(t('screens.Shell.DefaultLayout.switcherLabel')) });

const membersTable = (page: Page, t: T) =>
  page.getByRole('table', { name: t('screens.Workspace.Members.membersTable') });

/** The role shown in a member's row. */
const roleOf = (page: Page, t: T, email: string) => membersTable(page, t).getByRole('row').filter({ hasText: email });

async function secondPerson(browser: Browser, appLocale: AppLocale) {
  const context = await browser.newContext();
  return { context, page: await localizedPage(context, appLocale) };
}

test(
  'an owner creates a workspace, invites a teammate who signs up and accepts, then changes their role',
  { tag: '@fr' },
  async ({ page, browser, playwright, t, appLocale, account, expectAccessible }) => {
    // Two people, two sign-ups and a dozen pages: three times the usual time limit, which a
    // loaded two-core machine needs.
    test.slow();
    const workspace = `Lumen ${appLocale.toUpperCase()} ${Date.now().toString(36)}`;

    // The owner: a confirmed account without a workspace lands on onboarding.
    await logIn(page, t, account);
    await expect(page).toHaveURL(/\/onboarding$/);
    await expectAccessible();
    await createWorkspace(page, t, workspace);
    await expect(switcher(page, t)).toContainText(workspace);
    await expect(page.getByText(t('screens.Shell.DefaultLayout.memberCount', { count: 1 }))).toBeVisible();
    await expectAccessible();

    // Invites someone who has no account yet, as a viewer.
    const teammate = uniqueAccount(appLocale);
    await page.goto('/settings/members');
    await expect(heading(page, t('screens.Workspace.Members.heading'))).toBeVisible();
    await expect(roleOf(page, t, account.email)).toContainText(t('screens.Workspace.roles.owner.name'));
    await page.getByRole('link', { name: t('screens.Workspace.Members.invite') }).click();
    await expect(heading(page, t('screens.Workspace.InviteMember.heading'))).toBeVisible();
    await expectAccessible();
    await textbox(page, t('screens.Workspace.InviteMember.email')).fill(teammate.email);
    await choose(page, page.getByRole('radio', { name: new RegExp(`^${t('screens.Workspace.roles.viewer.name')}`) }));
    const invitedAt = Date.now();
    await page.getByRole('button', { name: t('screens.Workspace.InviteMember.submit') }).click();
    await expect(page.getByText(t('screens.Workspace.InviteMember.sentTitle'))).toBeVisible();

    // The invitation mail names the workspace and links to the pending invites.
    const mail = await nextMail(teammate.email, invitedAt);
    expect(mail.text).toContain(workspace);
    const link = /https?:\/\/\S+\/pending-invites\b/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();

    // The teammate signs up after the invitation, then opens the link from the mail.
    const request = await playwright.request.newContext();
    await createAccount(request, appLocale, teammate);
    await request.dispose();
    const second = await secondPerson(browser, appLocale);
    try {
      const other = second.page;
      await logIn(other, t, teammate);
      // Without a workspace the guard leads to onboarding, whose join flow lists the invitation.
      await expect(other).toHaveURL(/\/onboarding$/);
      await choose(other, other.getByRole('radio', { name: t('screens.Workspace.Onboarding.chooseJoin') }));
      await other.getByRole('button', { name: t('screens.Workspace.Onboarding.continue') }).click();
      const invite = other.getByRole('article', { name: workspace });
      await expect(invite).toContainText(t('screens.Workspace.roles.viewer.name'));
      await expectAccessible(other);
      await invite
        .getByRole('button', { name: t('screens.Workspace.PendingInvites.acceptLabel', { workspace }) })
        .click();
      await expect(other).toHaveURL(/\/dashboard$/);
      await expect(switcher(other, t)).toContainText(workspace);

      // A viewer sees the members, their own role, and no way to invite.
      await other.goto('/settings/members');
      await expect(roleOf(other, t, teammate.email)).toContainText(t('screens.Workspace.roles.viewer.name'));
      await expect(other.getByText(t('screens.Workspace.Members.readOnly'))).toBeVisible();
      await expect(other.getByRole('link', { name: t('screens.Workspace.Members.invite') })).toHaveCount(0);
      await switcher(other, t).click();
      await expect(
        other.getByRole('menuitem', { name: t('screens.Shell.DefaultLayout.createWorkspace') }),
      ).toBeVisible();
      await expect(other.getByRole('menuitem', { name: t('screens.Shell.DefaultLayout.addMembers') })).toHaveCount(0);
      await other.keyboard.press('Escape');

      // The owner sees the new member and makes them a developer.
      await page.goto('/settings/members');
      await expect(roleOf(page, t, teammate.email)).toContainText(t('screens.Workspace.roles.viewer.name'));
      await expect(page.getByText(t('screens.Shell.DefaultLayout.memberCount', { count: 2 }))).toBeVisible();
      await page.getByRole('button', { name: t('ui.DataTable.rowActions', { row: teammate.email }) }).click();
      await page.getByRole('menuitem', { name: t('screens.Workspace.Members.changeRole') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: new RegExp(t('screens.Workspace.Members.role')) }).click();
      await page.getByRole('option', { name: new RegExp(`^${t('screens.Workspace.roles.developer.name')}`) }).click();
      await dialog.getByRole('button', { name: t('screens.Workspace.Members.save') }).click();
      await expect(roleOf(page, t, teammate.email)).toContainText(t('screens.Workspace.roles.developer.name'));

      // The change shows to the teammate.
      await other.reload();
      await expect(roleOf(other, t, teammate.email)).toContainText(t('screens.Workspace.roles.developer.name'));
    } finally {
      await second.context.close();
    }
  },
);

test(
  'the account page changes the display language and the interface follows',
  { tag: '@en' },
  async ({ page, t, appLocale, account }) => {
    await logIn(page, t, account);
    await createWorkspace(page, t, `Atlas ${Date.now().toString(36)}`);
    await page.goto('/account');
    await expect(heading(page, t('screens.Workspace.Account.heading'))).toBeVisible();

    const target: AppLocale = appLocale === 'fr' ? 'pt' : 'fr';
    const names: Record<AppLocale, string> = { en: 'English', es: 'Español', fr: 'Français', pt: 'Português' };
    const after = translator(target);
    await page.getByRole('button', { name: new RegExp(t('screens.Workspace.Account.language')) }).click();
    await page.getByRole('option', { name: names[target] }).click();

    // The interface switches at once, and the choice is saved on the account.
    await expect(heading(page, after('screens.Workspace.Account.heading'))).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', target);
    await expect(page.getByRole('link', { name: after('screens.Shell.DefaultLayout.settings') })).toBeVisible();
    await expect(toasts(page, t).or(toasts(page, after))).toContainText(
      after('screens.Workspace.Account.languageUpdated'),
    );
    await page.reload();
    await expect(heading(page, after('screens.Workspace.Account.heading'))).toBeVisible();
  },
);

test(
  'the account page verifies the phone number with the code sent by text message',
  { tag: '@es' },
  async ({ page, t, account, expectAccessible }) => {
    await logIn(page, t, account);
    await createWorkspace(page, t, `Harbor ${Date.now().toString(36)}`);
    await page.goto('/account');
    await expect(heading(page, t('screens.Workspace.Account.heading'))).toBeVisible();

    // A number nobody else in this run uses (the outbox is shared by the workers), and a
    // Portuguese mobile number (91…) whatever the clock's digits: the phone rule checks the plan.
    const digits = `91${Date.now().toString().slice(-4)}${process.pid.toString().slice(-3).padStart(3, '0')}`;
    const number = `+351 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
    const phoneSection = page.getByRole('region', { name: t('screens.Workspace.Account.phoneSection') });
    const since = Date.now() - 1000;
    await textbox(page, t('screens.Workspace.Account.phone')).fill(number);
    await page.getByRole('button', { name: t('screens.Workspace.Account.sendCode') }).click();
    await expect(toasts(page, t)).toContainText(t('app.workspace.phoneCodeSent'));

    const code = await nextTextCode(`+351${digits}`, since);
    await textbox(page, t('screens.Workspace.Account.code')).fill(code);
    await page.getByRole('button', { name: t('screens.Workspace.Account.verifyPhone') }).click();
    await expect(toasts(page, t)).toContainText(t('app.workspace.phoneVerified'));
    await expect(phoneSection.getByText(t('screens.Workspace.Account.verified'), { exact: true })).toBeVisible();
    await expectAccessible(page);

    // Saved on the account: verified after a reload too.
    await page.reload();
    await expect(textbox(page, t('screens.Workspace.Account.phone'))).toHaveValue(number);
    await expect(phoneSection.getByText(t('screens.Workspace.Account.verified'), { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: t('screens.Workspace.Account.sendCode') })).toHaveCount(0);
  },
);
