import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { freshAddress, openCheckout, payAndConfirm, untilPaid } from './support/chain';
import { createAccount, expect, test } from './support/fixtures';
import { workspaceWithTestLink } from './support/merchant';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** A funded account of the local chain (unlocked on the node) that no other flow sends from. */
const payer = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';

test(
  'a merchant whose test link was paid sees the revenue on the dashboard, reads the chart as a table, and exports the payments as CSV',
  { tag: '@en' },
  async ({ page, t, appLocale }) => {
    test.slow();
    // The merchant (signed in in this browser): a workspace, a payout wallet of its own address,
    // and a static test link of £12.00 (a workspace in Britain prices in pounds).
    await createAccount(page.request, appLocale);
    const { link } = await workspaceWithTestLink(page.request, {
      workspace: { name: 'Roastery', country: 'GB', phone: '+44 7400 123456' },
      wallet: { address: freshAddress(), label: 'Takings', colour: 'blue' },
      link: { name: 'Espresso beans', amount: '12.00' },
    });

    // A customer opens a checkout in the chain's coin and pays the exact amount; the next block
    // makes it final.
    const session = await openCheckout(page.request, link.slug);
    await payAndConfirm(payer, session.payTo, session.amount);
    await untilPaid(page.request, session.id);

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
    await expect(figures.locator('dl')).toContainText(`${t('screens.Workspace.Dashboard.revenue')}£12.00`);
    await expect(figures.locator('dl')).toContainText(`${t('screens.Workspace.Dashboard.count')}1`);
    // The recent payments list it, under its link.
    const recent = page.getByRole('table', { name: t('screens.Workspace.Dashboard.recentTable') });
    await expect(recent.getByRole('link', { name: 'Espresso beans' })).toBeVisible();

    // The chart's bars, then the same numbers as a table: every row is a bar's when and revenue.
    const chart = page.getByRole('img', { name: /£12\.00/ });
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
          `^${when!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: ${revenue!.replace(/[.]/g, '\\$&')}, ${count} payments?`,
        ),
      );
    });
    expect(tableText.filter(([, revenue]) => revenue === '£12.00')).toHaveLength(1);

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
