import type { Locator, Page } from '@playwright/test';
import { countActions, type Actions } from './support/actions';
import { freshAddress, mine } from './support/chain';
import { codeIn, nextMail } from './support/inbox';
import { expect, test, uniqueAccount, type AppLocale } from './support/fixtures';
import { addMoonbeamWallet, createWorkspace, logInThroughForm } from './support/merchant';

type T = (id: string, values?: Record<string, string | number>) => string;

/** The goal: from the sign-up form to a paid test payment in at most this many actions. */
const FIRST_PAYMENT_ACTIONS = 30;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
/** A radio button or checkbox is pressed by its label, which covers the input. */
const labelOf = (page: Page, control: Locator) => page.locator('label').filter({ has: control });

/**
 * A new merchant's whole way to a first payment, counted: sign up, confirm with the mailed
 * code, create the workspace, add a payout wallet, make a test link and pay it with the test
 * wallet. Answers the count of each part.
 */
async function firstPayment(page: Page, t: T, locale: AppLocale) {
  const a = countActions();
  const parts: Record<string, number> = {};
  const part = async (name: string, steps: (a: Actions) => Promise<void>) => {
    const before = a.count;
    await steps(a);
    parts[name] = a.count - before;
  };
  const account = uniqueAccount(locale);

  const since = Date.now();
  await page.goto('/auth/signup');
  await part('sign up', async (a) => {
    await a.fill(textbox(page, t('screens.Auth.Signup.username')), account.username);
    await a.fill(textbox(page, t('screens.Auth.Signup.email')), account.email);
    // The country is the browser's until changed.
    await expect(page.getByRole('combobox', { name: t('screens.Auth.Signup.country') })).not.toHaveValue('');
    await a.fill(
      page.getByLabel(t('screens.common.NewPasswordFields.password'), { exact: true }).and(page.locator('input')),
      account.password,
    );
    await a.click(page.getByText(t('screens.Auth.Signup.terms')));
    await a.click(page.getByRole('button', { name: t('screens.Auth.Signup.submit') }));
    await expect(heading(page, t('screens.Auth.ConfirmCode.heading'))).toBeVisible();
  });

  await part('confirm', async (a) => {
    // The complete code submits itself.
    await a.fill(textbox(page, t('screens.Auth.ConfirmCode.code')), codeIn(await nextMail(account.email, since)));
    await expect(page).toHaveURL(/\/onboarding/);
  });

  await part('workspace', async (a) => {
    // No invitation: the flow starts at the workspace's name; the country is the account's.
    const next = page.getByRole('button', { name: t('screens.Workspace.Onboarding.continue') });
    await expect(heading(page, t('screens.Workspace.Onboarding.nameHeading'))).toBeVisible();
    await a.fill(textbox(page, t('screens.Workspace.Onboarding.name')), `Lumen ${account.username}`);
    await a.click(next);
    await expect(heading(page, t('screens.Workspace.Onboarding.companyHeading'))).toBeVisible();
    await a.click(page.getByRole('button', { name: t('screens.Workspace.Onboarding.size') }));
    await a.click(page.getByRole('option', { name: t('screens.Workspace.Onboarding.size.11-50') }));
    await a.click(next);
    await expect(heading(page, t('screens.Workspace.Onboarding.useCasesHeading'))).toBeVisible();
    const store = page.getByRole('checkbox', { name: t('screens.Workspace.Onboarding.useCase.onlineStore.title') });
    await a.click(labelOf(page, store));
    await a.click(next);
    await expect(heading(page, t('screens.Workspace.Onboarding.phoneHeading'))).toBeVisible();
    await a.fill(textbox(page, t('screens.Workspace.Onboarding.phone')), '+351 912 345 678');
    await a.click(page.getByRole('button', { name: t('screens.Workspace.Onboarding.create') }));
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await part('wallet', async (a) => {
    await a.click(page.getByRole('link', { name: t('screens.Shell.DefaultLayout.wallets') }));
    await a.click(page.getByRole('link', { name: t('screens.Money.WalletManagement.add') }).first());
    // Moonbeam, the network links pay on, is already chosen.
    const moonbeam = page.getByRole('radio', { name: startsWith(t('screens.Money.common.network.moonbeam')) });
    await expect(moonbeam).toBeChecked();
    await a.click(page.getByRole('button', { name: t('screens.Money.AddWallet.continue') }));
    const manual = page.getByRole('radio', { name: startsWith(t('screens.Money.AddWallet.sourceManual')) });
    await a.click(labelOf(page, manual));
    await a.fill(textbox(page, t('screens.Money.AddWallet.address')), freshAddress());
    await a.click(page.getByRole('button', { name: t('screens.Money.AddWallet.continue') }));
    // Named after its network until renamed.
    await expect(textbox(page, t('screens.Money.common.wallet.label'))).toHaveValue(
      t('screens.Money.common.network.moonbeam'),
    );
    await a.click(page.getByRole('button', { name: t('screens.Money.AddWallet.submit') }));
    await expect(page).toHaveURL(/\/wallet-management$/);
  });

  let checkout: Page | undefined;
  await part('link', async (a) => {
    await a.click(page.getByRole('link', { name: t('screens.Shell.DefaultLayout.paymentLinks') }));
    await a.click(page.getByRole('link', { name: t('screens.Money.PaymentLinks.newStatic') }).first());
    // The name is optional (the link is numbered), the workspace's one wallet already chosen, and
    // a new link is a test link.
    const amount = page.getByRole('textbox', { name: startsWith(t('screens.Money.common.link.amount')) });
    await a.fill(amount, (12.5).toLocaleString(locale === 'pt' ? 'pt-BR' : locale, { minimumFractionDigits: 2 }));
    // The later steps hold the right defaults: the link is created from the first.
    await a.click(page.getByRole('button', { name: t('screens.Money.common.link.create') }));
    await expect(page).toHaveURL(/\/payment-links\/[0-9a-f-]{36}$/);
    const opened = page.context().waitForEvent('page');
    await a.click(page.getByRole('link', { name: t('screens.Money.common.share.openCheckout') }));
    checkout = await opened;
  });

  await part('pay', async (a) => {
    const pay = checkout!;
    await expect(heading(pay, t('screens.Money.Checkout.chooseHeading'))).toBeVisible();
    // The chain's one coin is already chosen.
    await a.click(pay.getByRole('button', { name: t('screens.Money.Checkout.continue') }));
    await a.click(pay.getByRole('button', { name: t('screens.Money.Checkout.payWithWallet') }));
    await a.click(pay.getByRole('button', { name: 'Test wallet', exact: true }));
    const done = heading(pay, t('screens.Money.PaymentDone.heading'));
    await expect(heading(pay, t('screens.Money.Checkout.confirmingHeading')).or(done)).toBeVisible();
    await mine();
    await expect(done).toBeVisible();
  });
  return { total: a.count, parts, log: a.log };
}

for (const tag of ['@en', '@es'] as const) {
  test(
    `a new merchant gets from the sign-up form to a paid test payment in at most ${FIRST_PAYMENT_ACTIONS} actions, in ${tag}`,
    { tag },
    async ({ page, t, appLocale }) => {
      test.slow();
      const { total, parts, log } = await firstPayment(page, t, appLocale);
      test.info().annotations.push({ type: 'actions', description: `${total} ${JSON.stringify(parts)}` });
      expect(total, `${JSON.stringify(parts)}\n${log.join('\n')}`).toBeLessThanOrEqual(FIRST_PAYMENT_ACTIONS);
    },
  );
}

test(
  'what a fast typist or the browser’s autofill puts in the sign-up form while the page loads stays there',
  { tag: '@es' },
  async ({ page, t, appLocale }) => {
    const account = uniqueAccount(appLocale);
    const country = new Intl.DisplayNames([appLocale], { type: 'region' }).of('PT')!;
    // A first visit on a slow connection: every file the page loads arrives late, those it loads
    // once it shows (the language picker, the toasts) later still, while the person types.
    let shown = false;
    await page.route('**/assets/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, shown ? 1500 : 600));
      await route.continue();
    });
    const username = textbox(page, t('screens.Auth.Signup.username'));
    const countryField = page.getByRole('combobox', { name: t('screens.Auth.Signup.country') });
    await page.goto('/auth/signup', { waitUntil: 'commit' });
    await username.waitFor();
    shown = true;
    // The field the person typed into is the one still there at the end (nothing re-mounted).
    await username.evaluate((input) => input.setAttribute('data-typed-into', ''));
    await username.pressSequentially(account.username);
    // The browser's autofill sets values without key events.
    await page.evaluate(
      ({ email, password }) => {
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        for (const [name, value] of [
          ['email', email],
          ['password', password],
        ] as const) {
          const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
          setValue.call(input, value);
          input.dispatchEvent(new Event('input', { bubbles: true }));
          input.dispatchEvent(new Event('change', { bubbles: true }));
        }
      },
      { email: account.email, password: account.password },
    );
    // The country typed whole, over the one the browser's language suggested, then on.
    await countryField.fill('');
    await countryField.pressSequentially(country);
    await page.keyboard.press('Tab');
    // Everything the page loads afterwards (the language picker, the toasts) is in.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: t('screens.Auth.Signup.submit') })).toBeEnabled();
    await expect(username).toHaveValue(account.username);
    await expect(username).toHaveAttribute('data-typed-into', '');
    await expect(textbox(page, t('screens.Auth.Signup.email'))).toHaveValue(account.email);
    await expect(
      page.getByLabel(t('screens.common.NewPasswordFields.password'), { exact: true }).and(page.locator('input')),
    ).toHaveValue(account.password);
    await expect(countryField).toHaveValue(country);
  },
);

test(
  'the browser’s Back steps back within onboarding and the link form, and a reload stays on the step with what was typed',
  { tag: '@pt' },
  async ({ page, t, account }) => {
    test.slow();
    await logInThroughForm(page, t, account, /\/onboarding/);
    const next = page.getByRole('button', { name: t('screens.Workspace.Onboarding.continue') });
    const name = textbox(page, t('screens.Workspace.Onboarding.name'));
    await name.fill('Torrefação Lumen');
    await next.click();
    await expect(heading(page, t('screens.Workspace.Onboarding.companyHeading'))).toBeVisible();
    await expect(page).toHaveURL(/[?&]step=company/);
    await page.goBack();
    await expect(heading(page, t('screens.Workspace.Onboarding.nameHeading'))).toBeVisible();
    await expect(name).toHaveValue('Torrefação Lumen');
    await page.goForward();
    await expect(heading(page, t('screens.Workspace.Onboarding.companyHeading'))).toBeVisible();
    await page.reload();
    await expect(heading(page, t('screens.Workspace.Onboarding.companyHeading'))).toBeVisible();
    await page.goBack();
    await expect(name).toHaveValue('Torrefação Lumen');

    // The link form: each step its address, Back to the step before with what was typed.
    const companyId = await createWorkspace(page.request, { name: 'Lumen', country: 'PT', phone: '+351 912 345 678' });
    await addMoonbeamWallet(page.request, companyId, { address: freshAddress(), label: 'Cobros', colour: 'green' });
    await page.goto('/payment-links/new/static');
    const amount = page.getByRole('textbox', { name: startsWith(t('screens.Money.common.link.amount')) });
    await amount.fill('12,50');
    await page.getByRole('button', { name: t('screens.Money.common.link.continue') }).click();
    await expect(page).toHaveURL(/[?&]step=payment/);
    await page.goBack();
    await expect(amount).toHaveValue(/12,50/);
    await page.goForward();
    await expect(page).toHaveURL(/[?&]step=payment/);
    await expect(page.getByRole('button', { name: t('screens.Money.common.link.continue') })).toBeVisible();
    await expect(amount).toHaveCount(0);
  },
);

test(
  'the link forms keep what was typed through a reload and Back, until the link is created or the form cancelled',
  { tag: '@fr' },
  async ({ page, t, account }) => {
    test.slow();
    await logInThroughForm(page, t, account, /\/onboarding/);
    const companyId = await createWorkspace(page.request, { name: 'Lumen', country: 'FR', phone: '+33 6 12 34 56 78' });
    await addMoonbeamWallet(page.request, companyId, {
      address: freshAddress(),
      label: 'Encaissements',
      colour: 'green',
    });
    const field = (id: string) => page.getByRole('textbox', { name: startsWith(t(id)) });
    const toggle = (id: string) => page.getByRole('switch', { name: t(id) });
    const turnOn = async (id: string) => {
      await toggle(id).focus();
      await page.keyboard.press('Space');
      await expect(toggle(id)).toBeChecked();
    };
    const next = page.getByRole('button', { name: t('screens.Money.common.link.continue') });

    // A static link: step 1 and step 2 typed, then a reload on step 2.
    await page.goto('/payment-links/new/static');
    const name = field('screens.Money.common.link.name');
    const amount = field('screens.Money.common.link.amount');
    await name.fill('Grains du matin');
    await amount.fill('12,5');
    // Reloaded while the amount is still being typed (it is read on leaving the field): it
    // comes back as typed.
    await page.reload();
    await expect(amount).toHaveValue('12,5');
    await next.click();
    await expect(page).toHaveURL(/[?&]step=payment/);
    await turnOn('screens.Money.StaticLinkForm.collectEmail');
    await turnOn('screens.Money.StaticLinkForm.includeVat');
    // The rate is still in its field when the page reloads.
    await field('screens.Money.StaticLinkForm.vatRate').fill('20');
    await page.reload();
    await expect(page).toHaveURL(/[?&]step=payment/);
    await expect(toggle('screens.Money.StaticLinkForm.collectEmail')).toBeChecked();
    await expect(toggle('screens.Money.StaticLinkForm.includeVat')).toBeChecked();
    await expect(field('screens.Money.StaticLinkForm.vatRate')).toHaveValue(/^20/);
    await page.goBack();
    await expect(name).toHaveValue('Grains du matin');
    await expect(amount).toHaveValue(/^12,5/);
    // Created: the draft is gone, the form opens empty.
    await page.getByRole('button', { name: t('screens.Money.common.link.create') }).click();
    await expect(page).toHaveURL(/\/payment-links\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Grains du matin').first()).toBeVisible();
    await page.goto('/payment-links/new/static');
    await expect(name).toHaveValue('');
    await expect(amount).toHaveValue('');

    // A one-payment link: the recipient typed, a reload on the summary, Back, then Cancel.
    await page.goto('/payment-links/new/dynamic');
    const recipient = field('screens.Money.DynamicLinkCreate.recipientName');
    await recipient.fill('Inès Martin');
    await field('screens.Money.DynamicLinkCreate.recipientEmail').fill('ines@example.com');
    await field('screens.Money.DynamicLinkCreate.paymentFor').fill('Deux sacs de café');
    await field('screens.Money.common.link.amount').fill('30');
    await next.click();
    await expect(page).toHaveURL(/[?&]step=summary/);
    await page.reload();
    await expect(page).toHaveURL(/[?&]step=summary/);
    await expect(page.getByText('Deux sacs de café')).toBeVisible();
    await page.goBack();
    await expect(recipient).toHaveValue('Inès Martin');
    await expect(field('screens.Money.DynamicLinkCreate.recipientEmail')).toHaveValue('ines@example.com');
    await page.getByRole('link', { name: t('screens.Money.common.link.cancel') }).click();
    await expect(page).toHaveURL(/\/payment-links$/);
    await page.goto('/payment-links/new/dynamic');
    await expect(recipient).toHaveValue('');
  },
);
