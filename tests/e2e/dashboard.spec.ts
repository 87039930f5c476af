import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { chainUrl, repoRoot, webUrl } from './support/environment';
import { createAccount, expect, test } from './support/fixtures';
import { addMoonbeamWallet, createWorkspace } from './support/merchant';

type Hex = `0x${string}`;
interface ViemAccounts {
  generatePrivateKey: () => Hex;
  privateKeyToAccount: (key: Hex) => { address: Hex };
}
const fromApi = createRequire(join(repoRoot, 'apps/api/package.json'));
const viemAccounts = fromApi('viem/accounts') as ViemAccounts;

const api = (path: string) => `${webUrl}/api${path}`;
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** A funded account of the local chain (unlocked on the node) that no other flow sends from. */
const payer = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f';

/** One JSON-RPC call to the local chain. */
async function chain<R>(method: string, params: unknown[] = []): Promise<R> {
  const response = await fetch(chainUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: R; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as R;
}

test(
  'a merchant whose test link was paid sees the revenue on the dashboard, reads the chart as a table, and exports the payments as CSV',
  { tag: '@en' },
  async ({ page, t, appLocale }) => {
    test.slow();
    // The merchant (signed in in this browser): a workspace, a payout wallet of its own address,
    // and a static test link of $12.00.
    await createAccount(page.request, appLocale);
    const companyId = await createWorkspace(page.request, {
      name: 'Roastery',
      country: 'GB',
      phone: '+44 7700 900123',
    });
    const payout = viemAccounts.privateKeyToAccount(viemAccounts.generatePrivateKey()).address;
    const walletId = await addMoonbeamWallet(page.request, companyId, {
      address: payout,
      label: 'Takings',
      colour: 'blue',
    });
    const created = await page.request.post(api('/payment-link/static'), {
      data: {
        companyId,
        type: 'static',
        name: 'Espresso beans',
        amount: '12.00',
        environment: 'test',
        payoutWalletId: walletId,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { slug } = (await created.json()) as { slug: string };

    // A customer opens a checkout in the chain's coin and pays the exact amount; the next block
    // makes it final.
    const opened = await page.request.post(api(`/checkout/${slug}/sessions`), { data: { token: 'DEV' } });
    expect(opened.status(), await opened.text()).toBe(201);
    const session = (await opened.json()) as { id: string; amount: string; payTo: string };
    await chain('eth_sendTransaction', [
      { from: payer, to: session.payTo, value: `0x${BigInt(session.amount).toString(16)}` },
    ]);
    await chain('evm_mine');
    await expect(async () => {
      const state = await page.request.get(api(`/checkout-session/${session.id}`));
      expect(((await state.json()) as { state: string }).state).toBe('paid');
    }).toPass({ timeout: 30_000 });

    // The dashboard, in the test environment: the revenue of the last 30 days is the link's price.
    await page.goto('/dashboard');
    await expect(heading(page, t('screens.Workspace.Dashboard.heading'))).toBeVisible();
    // The switches are turned from the keyboard, as a person tabbing through the page does.
    const testMode = page.getByRole('switch', { name: t('screens.Workspace.Dashboard.testMode') });
    await testMode.focus();
    await page.keyboard.press('Space');
    await expect(testMode).toBeChecked();
    await expect(page).toHaveURL(/[?&]environment=test/);
    const figures = page.getByRole('tabpanel');
    await expect(figures.locator('dl')).toContainText(`${t('screens.Workspace.Dashboard.revenue')}$12.00`);
    await expect(figures.locator('dl')).toContainText(`${t('screens.Workspace.Dashboard.count')}1`);
    // The recent payments list it, under its link.
    const recent = page.getByRole('table', { name: t('screens.Workspace.Dashboard.recentTable') });
    await expect(recent.getByRole('link', { name: 'Espresso beans' })).toBeVisible();

    // The chart's bars, then the same numbers as a table: every row is a bar's when and revenue.
    const chart = page.getByRole('img', { name: /\$12\.00/ });
    await expect(chart).toBeVisible();
    const bars = await chart.locator('g.bucket > title').allTextContents();
    expect(bars).toHaveLength(30);
    const showTable = page.getByRole('switch', { name: t('screens.Workspace.Dashboard.showTable') });
    await showTable.focus();
    await page.keyboard.press('Space');
    await expect(chart).toBeHidden();
    const table = page
      .getByRole('table')
      .filter({ has: page.getByRole('columnheader', { name: t('screens.Workspace.Dashboard.tableBucket') }) });
    const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
    await expect(rows).toHaveCount(30);
    const tableText = await rows.evaluateAll((elements) =>
      elements.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')),
    );
    tableText.forEach(([when, revenue, count], index) => {
      expect(bars[index]).toMatch(
        new RegExp(
          `^${when!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: ${revenue!.replace(/[$.]/g, '\\$&')}, ${count} payments?`,
        ),
      );
    });
    expect(tableText.filter(([, revenue]) => revenue === '$12.00')).toHaveLength(1);

    // Export CSV: every payment of the test environment, one row each after the header.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: t('screens.Workspace.Dashboard.exportCsv') }).click();
    const file = await (await download).path();
    // A byte order mark first, for spreadsheets.
    const lines = (await readFile(file, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/^date,link,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Espresso beans');
    expect(lines[1]).toContain(',test,');
    expect(lines[1]).toContain('12.00');
  },
);
