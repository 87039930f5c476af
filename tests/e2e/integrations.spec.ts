import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { api, freshAddress, openCheckout, payAndConfirm, untilPaid, type Hex } from './support/chain';
import { squarespaceKey, webUrl } from './support/environment';
import { createAccount, expect, test } from './support/fixtures';
import {
  addMoonbeamWallet,
  createWorkspace,
  logInThroughForm as logIn,
  workspaceWithTestLink,
} from './support/merchant';

type T = (id: string, values?: Record<string, string | number>) => string;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test(
  'an owner connects Squarespace with an API key, chooses the links’ wallet and imports the products as payment links',
  { tag: '@es' },
  async ({ page, playwright, t, appLocale, expectAccessible }) => {
    test.slow();
    const request = await playwright.request.newContext();
    const owner = await createAccount(request, appLocale);
    const companyId = await createWorkspace(request, { name: 'Tostadores', country: 'ES', phone: '+34 612 345 678' });
    await addMoonbeamWallet(request, companyId, {
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      label: 'Cobros tienda',
      colour: 'green',
    });
    await logIn(page, t as T, owner);

    // From the sidebar to the integrations: nothing connected yet.
    await page.getByRole('link', { name: t('screens.Shell.DefaultLayout.integrations') }).click();
    await expect(heading(page, t('screens.Workspace.Integrations.heading'))).toBeVisible();
    await expect(page.getByText(t('screens.Workspace.Integrations.noneYet'))).toBeVisible();
    await page
      .getByRole('link', { name: t('screens.Workspace.Integrations.connect', { provider: 'Squarespace' }) })
      .click();
    await expect(page).toHaveURL(/\/integrations\/squarespace$/);
    await expect(heading(page, t('screens.Workspace.Squarespace.heading'))).toBeVisible();
    await expectAccessible();

    // A key Squarespace does not know is refused, saying so; what was typed stays.
    const key = page
      .getByLabel(t('screens.Workspace.Squarespace.keyLabel'), { exact: true })
      .and(page.locator('input'));
    await key.fill('sq-not-a-real-key');
    await page.getByRole('button', { name: t('screens.Workspace.Squarespace.verify') }).click();
    await expect(page.getByText(t('screens.Workspace.Squarespace.keyRefused'))).toBeVisible();
    await expect(key).toHaveValue('sq-not-a-real-key');

    // The right key: connected to the shop, the key shown by its last four characters only.
    await key.fill(squarespaceKey);
    await page.getByRole('button', { name: t('screens.Workspace.Squarespace.verify') }).click();
    await expect(
      page.getByText(t('screens.Workspace.Squarespace.verifiedTitle', { site: 'Lumen Coffee' })),
    ).toBeVisible();
    await expect(page.getByText(new RegExp(escape(squarespaceKey.slice(-4))))).toBeVisible();
    await expect(page.getByText(squarespaceKey, { exact: true })).toHaveCount(0);

    // Where the links pay: the workspace's wallet, saved.
    await page.getByRole('button', { name: new RegExp(escape(t('screens.Workspace.Squarespace.wallet'))) }).click();
    await page.getByRole('option', { name: 'Cobros tienda' }).click();
    await page.getByRole('button', { name: t('screens.Workspace.Squarespace.save') }).click();
    await expect(page.getByText(t('app.integrations.saved'))).toBeVisible();

    // The import: one link per variant priced in dollars, each with its buy link; the euro one is left out.
    await page.getByRole('button', { name: t('screens.Workspace.Squarespace.import') }).click();
    await expect(
      page.getByText(
        new RegExp(`^${escape(t('screens.Workspace.Squarespace.imported', { imported: 3, updated: 0, skipped: 1 }))}`),
      ),
    ).toBeVisible();
    const products = page.getByRole('list', { name: t('screens.Workspace.Squarespace.productsTitle') });
    await expect(products.getByRole('listitem')).toHaveCount(3);
    await expect(products).toContainText('House blend beans (1 kg)');
    await expect(products).toContainText(`${webUrl}/pay/`);
    await expect(page.getByRole('list', { name: t('screens.Workspace.Squarespace.logTitle') })).toContainText(
      t('screens.Workspace.Squarespace.logImport', { imported: 3, updated: 0, skipped: 1 }),
    );

    // Imported again: the same three links, none doubled.
    await page.getByRole('button', { name: t('screens.Workspace.Squarespace.importAgain') }).click();
    await expect(
      page.getByText(
        new RegExp(`^${escape(t('screens.Workspace.Squarespace.imported', { imported: 0, updated: 0, skipped: 1 }))}`),
      ),
    ).toBeVisible();
    await expect(products.getByRole('listitem')).toHaveCount(3);

    // The links are the workspace's payment links, and the integrations page shows the store's health.
    await page
      .getByRole('main')
      .getByRole('link', { name: t('screens.Workspace.Squarespace.back') })
      .click();
    const card = page.getByRole('article', { name: t('screens.Workspace.Integrations.squarespace') });
    await expect(card).toContainText(t('screens.Workspace.Integrations.verified'));
    await expect(card).toContainText(t('screens.Workspace.Integrations.products', { count: 3 }));
    await request.dispose();
  },
);

/** The WooCommerce flow's payer: a funded account of the local chain that no other flow sends from. */
const storePayer: Hex = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';

/** Shows the page as a browser shows a tab the person left (for the store's admin, in another tab). */
const setTabHidden = (page: Page, hidden: boolean) =>
  page.evaluate((isHidden) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (isHidden ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => isHidden });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);

test(
  'the WooCommerce page turns Connected by itself when the plugin pairs, and keeps its last delivered event current',
  { tag: '@pt' },
  async ({ page, playwright, t, appLocale }) => {
    test.slow();
    // The store's webhook receiver: answers every delivery with 200.
    const received: string[] = [];
    const store = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push(body);
        response.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
    const storePort = (store.address() as AddressInfo).port;
    const request = await playwright.request.newContext();
    try {
      const owner = await createAccount(request, appLocale);
      const { link } = await workspaceWithTestLink(request, {
        workspace: { name: 'Torrefação', country: 'PT', phone: '+351 912 345 678' },
        wallet: { address: freshAddress(), label: 'Loja', colour: 'blue' },
        link: { name: 'Café em grão', amount: '12.00' },
      });
      await logIn(page, t as T, owner);
      await page.goto('/integrations/woocommerce');
      await expect(heading(page, t('screens.Workspace.WooCommerce.heading'))).toBeVisible();
      await page.getByRole('button', { name: t('screens.Workspace.WooCommerce.createCode') }).click();
      await expect(page.getByText(t('screens.Workspace.WooCommerce.waitingTitle'))).toBeVisible();
      const code = await page.getByText(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){4}$/).textContent();

      // The merchant pastes the code in the plugin, in the store's tab: the plugin pairs.
      await setTabHidden(page, true);
      const paired = await request.post(api('/v1/woocommerce/pair'), {
        data: {
          code,
          storeUrl: `http://127.0.0.1:${storePort}/`,
          webhookUrl: `http://127.0.0.1:${storePort}/?wc-api=meridian_payments`,
        },
      });
      expect(paired.status(), await paired.text()).toBe(201);
      // The page, left in its tab, says so by itself: the integration's event on the live channel.
      const connected = page.getByText(
        t('screens.Workspace.WooCommerce.connectedTitle', { store: `http://127.0.0.1:${storePort}/` }),
      );
      await expect(connected).toBeVisible();
      await expect(page.getByText(t('screens.Workspace.WooCommerce.noEvent'))).toBeVisible();

      // Back on the page, a customer pays: the store hears of it, and the page says so.
      await setTabHidden(page, false);
      const session = await openCheckout(request, link.slug);
      await payAndConfirm(storePayer, session.payTo, session.amount);
      await untilPaid(request, session.id, { mining: true });
      await expect.poll(() => received.some((body) => body.includes('"checkout.paid"'))).toBe(true);
      const [before, after] = t('screens.Workspace.WooCommerce.lastDelivered', {
        type: 'checkout.paid',
        when: '\u0000',
      }).split('\u0000');
      await expect(page.getByText(new RegExp(`^${escape(before!)}.+${escape(after!)}$`))).toBeVisible();
    } finally {
      await request.dispose();
      store.close();
    }
  },
);
