import type { Integration, SquarespaceDetail } from '@meridian/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exampleIntegration, exampleWooCommerceStatus } from '@meridian/data/test';
import { describe, expect, it } from 'vitest';
import {
  lumen,
  mainWallet as main,
  renderApp,
  serveShell,
  signIn,
  treasuryWallet as treasury,
  withFakeApi,
} from '../test/app';

const api = withFakeApi();

const id = '99999999-9999-4999-8999-999999999999';
/** Lumen's store integration, verified. */
const integration = (provider: Integration['provider']): Integration => ({
  ...exampleIntegration(provider, id),
  status: 'verified',
  keyLastFour: 'a1b2',
  siteTitle: 'Lumen',
  siteUrl: 'https://lumen.example/',
  verifiedAt: '2026-06-01T09:05:00.000Z',
});
const notStarted = exampleWooCommerceStatus(id);

const refusal = (code: 'VALIDATION_FAILED' | 'CONFLICT') => ({
  status: code === 'VALIDATION_FAILED' ? 422 : 409,
  json: { error: { code, message: 'Refused' } },
});

/** A signed-in owner of Lumen, whose integrations are `integrations()` and wallets Main and Treasury. */
function serveWorkspace(integrations: () => Integration[]) {
  signIn({ workspaces: [lumen.id], selected: lumen.id });
  serveShell(api.current, { companies: [lumen] });
  api.current.routes.set(`GET /integration/${lumen.id}/list`, () => ({ json: { integrations: integrations() } }));
  api.current.routes.set(`GET /wallet?companyId=${lumen.id}`, () => ({ json: { wallets: [main, treasury] } }));
}

/** Chooses the wallet `label`: the workspace's Moonbeam wallets are the ones offered. */
async function chooseWallet(heading: string, label: string) {
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  await userEvent.click(await screen.findByRole('button', { name: /Payout wallet/ }));
  const options = within(await screen.findByRole('listbox')).getAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual(['Main payouts']);
  await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: label }));
}

interface Store {
  path: string;
  heading: string;
  walletRefused: string;
  /** The save's route, and what it answers when it saves (`onSaved` then makes it the store's). */
  save: string;
  saved: unknown;
  onSaved: () => void;
}

/**
 * On the store's page, chooses Main payouts (the one Moonbeam wallet offered) and saves thrice:
 * saved (a toast), then the wallet refused (said under it), then a failure the page cannot place
 * (a toast, and the refusal goes).
 */
async function saveThrice(store: Store) {
  const answers = [{ json: store.saved }, refusal('VALIDATION_FAILED'), refusal('CONFLICT')];
  const bodies: unknown[] = [];
  api.current.routes.set(store.save, ({ body }) => {
    bodies.push(JSON.parse(body));
    if (bodies.length === 1) store.onSaved();
    return answers[bodies.length - 1] ?? answers[answers.length - 1]!;
  });
  await renderApp(api.current, store.path);
  await chooseWallet(store.heading, 'Main payouts');
  const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await save();
  expect(await screen.findByText('Settings saved')).toBeInTheDocument();
  expect(screen.queryByText(store.walletRefused)).toBeNull();
  await save();
  expect(await screen.findByText(store.walletRefused)).toBeInTheDocument();
  await save();
  expect(await screen.findByText('The settings could not be saved')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText(store.walletRefused)).toBeNull());
  expect(bodies).toEqual(Array(3).fill({ payoutWalletId: main.id, environment: 'test' }));
}

describe('a store’s payment settings', () => {
  it('on the WooCommerce page: offers the Moonbeam wallets and says how the save went', async () => {
    serveWorkspace(() => [{ ...integration('woocommerce'), status: 'pending' }]);
    const saved = { ...notStarted, payoutWalletId: main.id };
    let status = notStarted;
    api.current.routes.set(`GET /integration/woocommerce/${id}/check-verify`, () => ({ json: status }));
    await saveThrice({
      path: '/integrations/woocommerce',
      heading: 'WooCommerce',
      walletRefused: 'This wallet cannot take these payments: live payments go to a verified Moonbeam wallet.',
      save: `PATCH /integration/woocommerce/${id}`,
      saved,
      onSaved: () => (status = saved),
    });
  });

  it('on the WooCommerce page without an integration: a first save that is refused leaves the integration made, and the next save is its', async () => {
    let integrations: Integration[] = [];
    serveWorkspace(() => integrations);
    const made = { ...integration('woocommerce'), status: 'pending' as const, keyLastFour: null };
    api.current.routes.set('POST /integration', () => {
      if (integrations.length > 0) return refusal('CONFLICT');
      integrations = [made];
      return { status: 201, json: made };
    });
    let status = notStarted;
    api.current.routes.set(`GET /integration/woocommerce/${id}/check-verify`, () => ({ json: status }));
    const bodies: unknown[] = [];
    api.current.routes.set(`PATCH /integration/woocommerce/${id}`, ({ body }) => {
      bodies.push(JSON.parse(body));
      if (bodies.length === 1) return refusal('VALIDATION_FAILED');
      status = { ...notStarted, payoutWalletId: main.id };
      return { json: status };
    });
    await renderApp(api.current, '/integrations/woocommerce');
    await chooseWallet('WooCommerce', 'Main payouts');
    const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await save();
    expect(
      await screen.findByText(
        'This wallet cannot take these payments: live payments go to a verified Moonbeam wallet.',
      ),
    ).toBeInTheDocument();
    // The form keeps the wallet chosen: the next save sends it again, to the integration made.
    expect(screen.getByRole('button', { name: /Payout wallet/ })).toHaveTextContent('Main payouts');
    await save();
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(api.current.hits.filter((hit) => hit === 'POST /integration')).toHaveLength(1);
    expect(bodies).toEqual(Array(2).fill({ payoutWalletId: main.id, environment: 'test' }));
  });

  it('on the Squarespace page: offers the Moonbeam wallets and says how the save went', async () => {
    let squarespace = integration('squarespace');
    const saved = { ...squarespace, payoutWalletId: main.id };
    serveWorkspace(() => [squarespace]);
    api.current.routes.set(`GET /integration/squarespace/${id}`, () => {
      const detail: SquarespaceDetail = { integration: squarespace, products: [], log: [] };
      return { json: detail };
    });
    await saveThrice({
      path: '/integrations/squarespace',
      heading: 'Squarespace',
      walletRefused: 'This wallet cannot take these payments: live links pay to a verified Moonbeam wallet.',
      save: `PATCH /integration/squarespace/${id}`,
      saved,
      onSaved: () => (squarespace = saved),
    });
  });
});
