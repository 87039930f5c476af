import type { Customer, UserInfo, Wallet } from '@meridian/contract';
import { createApiClient, setStoredUsername } from '@meridian/data';
import {
  atlas,
  browserLikeFetch,
  exampleUser,
  lumen,
  withFakeApi as withDataFakeApi,
  type FakeApi,
} from '@meridian/data/test';
import { toast } from '@meridian/ui';
import { render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect } from 'vitest';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { loadCatalog, type Locale } from '../i18n/locales';
import { createRoutes, discoverRoutes } from '../router';
import { ThemePreferenceProvider } from '../theme/ThemePreference';

export type { FakeApi };
export { exampleCompany, exampleLink } from '@meridian/data/test';

/** A fake API on loopback for the whole file, reset between tests with the browser's state. */
export function withFakeApi(): { readonly current: FakeApi } {
  const holder = withDataFakeApi();
  afterEach(() => {
    toast.clear();
    localStorage.clear();
    document.documentElement.lang = '';
  });
  return holder;
}

/**
 * The whole app (guard, layouts, pages) at `path`, in memory, against the fake API. The guard
 * and the client read `document.cookie`, which the fake API's answers set, as a browser would.
 */
export async function renderApp(api: FakeApi, path: string, { locale = 'en' as Locale } = {}) {
  const client = createApiClient({ baseUrl: api.url, fetch: browserLikeFetch });
  const router = createMemoryRouter(createRoutes(client), {
    initialEntries: [path],
    patchRoutesOnNavigation: discoverRoutes,
  });
  const messages = await loadCatalog(locale);
  const view = render(
    <LocaleProvider initialLocale={locale} initialMessages={messages}>
      <ThemePreferenceProvider>
        <RouterProvider router={router} />
      </ThemePreferenceProvider>
    </LocaleProvider>,
  );
  return { router, ...view };
}

const minute = 60_000;
const list = (items: readonly string[]) => encodeURIComponent(JSON.stringify(items));

/** The readable cookies of a fresh session, as the API sets them, and the tab's username. */
export function signIn({
  workspaces = [] as readonly string[],
  pendingInvites = [] as readonly string[],
  selected = null as string | null,
  username = exampleUser.username,
} = {}) {
  const now = Date.now();
  document.cookie = `sessionExpiry=${now + 15 * minute}; Path=/`;
  document.cookie = `sessionRefreshThreshold=${now + 13 * minute}; Path=/`;
  document.cookie = `userActionsRequired=${list([])}; Path=/`;
  document.cookie = `userWorkspaces=${list(workspaces)}; Path=/`;
  document.cookie = `pendingInvites=${list(pendingInvites)}; Path=/`;
  if (selected) document.cookie = `selectedWorkspaceId=${selected}; Path=/`;
  setStoredUsername(username);
}

export { atlas, lumen };

export const ada: UserInfo = { ...exampleUser, name: 'Ada Lovelace' };

/** Ada as Lumen's customer: one payment of $49.90, on 1 June 2026. */
export const adaCustomer: Customer = {
  id: '3f0c7a52-2d1e-4c3a-9b7e-5d6f8a9b0c1d',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  country: 'GB',
  currency: 'USD',
  paymentCount: 1,
  totalCents: 49_90,
  testPaymentCount: 0,
  testTotalCents: 0,
  firstSeenAt: '2026-06-01T00:00:00.000Z',
  lastSeenAt: '2026-06-01T00:00:00.000Z',
};

/** Lumen's wallets: a verified Moonbeam one ('Main payouts') and a Polkadot one not verified ('Treasury'). */
export const mainWallet: Wallet = {
  id: '33333333-3333-4333-8333-333333333333',
  companyId: lumen.id,
  platform: 'moonbeam',
  ecosystem: 'evm',
  addresses: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
  metadata: { ui: { label: 'Main payouts', colour: 'green' } },
  verified: true,
  verifiedAt: '2026-06-15T10:05:00.000Z',
  createdAt: '2026-06-15T10:00:00.000Z',
  updatedAt: '2026-06-15T10:05:00.000Z',
};
export const treasuryWallet: Wallet = {
  ...mainWallet,
  id: '44444444-4444-4444-8444-444444444444',
  platform: 'polkadot',
  ecosystem: 'substrate',
  addresses: ['15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'],
  metadata: { ui: { label: 'Treasury', colour: 'purple' } },
  verified: false,
  verifiedAt: null,
};

/** The answers every page in the shell needs: the user and their workspaces. */
export function serveShell(api: FakeApi, { user = ada, companies = [lumen, atlas] } = {}) {
  api.routes.set('GET /user/info', () => ({ json: user }));
  api.routes.set('GET /user/companies', () => ({ json: { companies } }));
}

export { list, minute };

/**
 * In the "Confirm your password" dialog: a wrong password first, refused with a word on the
 * dialog, then the right one (`analytical-engine`), each confirmed.
 */
export async function confirmPasswordAfterAWrongOne(dialog: HTMLElement) {
  const password = within(dialog).getByLabelText('Password');
  await userEvent.type(password, 'wrong-password');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  expect(await within(dialog).findByText('The password is not correct')).toBeInTheDocument();
  await userEvent.clear(password);
  await userEvent.type(password, 'analytical-engine');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

/** The text fields of a multipart body. */
function formFields(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of body.matchAll(/name="([^"]+)"\r\n\r\n([^\r]*)\r\n/g)) fields[match[1] ?? ''] = match[2] ?? '';
  return fields;
}

/**
 * The account settings form's endpoint (PATCH /user/info-settings), answering Ada with the
 * fields sent; what each request sent, as text fields.
 */
export function serveSettings(api: FakeApi): Record<string, string>[] {
  const sent: Record<string, string>[] = [];
  api.routes.set('PATCH /user/info-settings', ({ body }) => {
    const fields = formFields(body);
    sent.push(fields);
    return { json: { ...ada, ...fields } };
  });
  return sent;
}
