import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api, freshAddress, openCheckout } from './support/chain';
import { createAccount, expect, test } from './support/fixtures';
import { logInThroughForm as logIn, workspaceWithTestLink } from './support/merchant';

test(
  'a webhook endpoint’s page shows each new delivery, with what its event means, as it happens, on a phone, without a reload',
  { tag: '@es' },
  async ({ page, playwright, t, appLocale }) => {
    test.slow();
    // The merchant's receiver: answers every delivery with 200.
    const received: string[] = [];
    const receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push(body);
        response.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const request = await playwright.request.newContext();
    try {
      const owner = await createAccount(request, appLocale);
      const { companyId, link } = await workspaceWithTestLink(request, {
        workspace: { name: 'Tostadores', country: 'ES', phone: '+34 612 34 56 78' },
        wallet: { address: freshAddress(), label: 'Cobros', colour: 'green' },
        link: { name: 'Café molido', amount: '8.00' },
      });
      const created = await request.post(api(`/company/${companyId}/webhooks`), {
        data: {
          url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/meridian`,
          eventTypes: ['checkout.opened'],
          mode: 'test',
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { endpoint } = (await created.json()) as { endpoint: { id: string } };

      await page.setViewportSize({ width: 390, height: 844 });
      await logIn(page, t, owner);
      await page.goto(`/settings/webhooks/${endpoint.id}`);
      await expect(page.getByText(t('screens.Workspace.WebhookDeliveries.emptyTitle'))).toBeVisible();

      // A payer opens a checkout of the link: the endpoint's delivery shows up, with what its
      // event means, then its outcome.
      await openCheckout(request, link.slug);
      const row = page
        .getByRole('table', { name: t('screens.Workspace.WebhookDeliveries.table') })
        .getByRole('row')
        .filter({ hasText: 'checkout.opened' });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(t('screens.Workspace.eventTypes.checkout.opened'));
      await expect(row).toContainText(t('screens.Workspace.WebhookDeliveries.succeeded'));
      expect(received.some((body) => body.includes('"checkout.opened"'))).toBe(true);

      // The page fits the phone: nothing wider than its screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await request.dispose();
      receiver.close();
    }
  },
);
