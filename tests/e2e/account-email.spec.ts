import { expect, test, uniqueAccount } from './support/fixtures';
import { codeIn, nextMail } from './support/inbox';
import { createWorkspace, logInThroughForm } from './support/merchant';

test(
  'a signed-in person changes their e-mail with the code mailed to the new address, then signs in with it',
  { tag: '@es' },
  async ({ page, t, account, appLocale, expectAccessible }) => {
    const newEmail = uniqueAccount(appLocale).email;
    await logInThroughForm(page, t, account, /\/onboarding$/);
    await createWorkspace(page.request, { name: 'Correo', country: 'ES', phone: '+34 612 345 678' });
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: t('screens.Workspace.Account.heading') })).toBeVisible();

    const section = page.getByRole('region', { name: t('screens.Workspace.Account.emailChange.section') });
    const current = section.getByRole('textbox', { name: t('screens.Workspace.Account.emailChange.current') });
    await expect(current).toHaveValue(account.email);
    await section.getByRole('button', { name: t('screens.Workspace.Account.emailChange.change') }).click();
    await section.getByRole('textbox', { name: t('screens.Workspace.Account.emailChange.newEmail') }).fill(newEmail);
    const sentAt = Date.now();
    await section.getByRole('button', { name: t('screens.Workspace.Account.emailChange.sendCode') }).click();

    // The code goes to the new address; until it is entered, the account keeps the old one.
    await expect(
      section.getByText(t('screens.Workspace.Account.emailChange.codeSentTo', { email: newEmail })),
    ).toBeVisible();
    await expect(current).toHaveValue(account.email);
    const mail = await nextMail(newEmail, sentAt);
    await expectAccessible();
    await section.getByRole('textbox', { name: t('screens.Workspace.Account.emailChange.code') }).fill(codeIn(mail));
    await section.getByRole('button', { name: t('screens.Workspace.Account.emailChange.confirm') }).click();

    await expect(
      section.getByText(t('screens.Workspace.Account.emailChange.changed', { email: newEmail })),
    ).toBeVisible();
    await expect(current).toHaveValue(newEmail);
    // The old address is told of the change.
    await nextMail(account.email, sentAt);

    // Signing in again, with the new address, works.
    await page.context().clearCookies();
    await page.goto('/account');
    await expect(page).toHaveURL(/\/auth\/login/);
    await logInThroughForm(page, t, { ...account, username: newEmail });
  },
);
