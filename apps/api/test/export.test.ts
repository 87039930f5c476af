// The payments' CSV export over HTTP: every payment the workspace sees (the list's filters),
// streamed in batches, and safe to open in a spreadsheet.
import { apiRoutes, PAYMENT_EXPORT_COLUMNS } from '@meridian/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, wallets } from '../src/db/schema';
import { link, merchant, type Merchant } from './support/checkout';
import { startApi, type Agent, type TestApi } from './support/harness';
import { paid, unmatched } from './support/paid';
import { errorOf, joinAs } from './support/workspaces';
import { parseCsv } from './support/csv';

let api: TestApi;
let lumen: Merchant;
let other: Merchant;
let blend: string;
let bulkLink: string;
let payTo: string;
const BULK = 10_000;

const cookieOf = (agent: Agent) =>
  [...agent.jar].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');

const exportUrl = (query: Record<string, string>) =>
  `${api.url}${apiRoutes.exportPayments.path}?${new URLSearchParams(query)}`;

/** The export as a browser downloads it: the headers, and the body read chunk by chunk. */
async function download(agent: Agent, query: Record<string, string>) {
  const response = await fetch(exportUrl(query), { headers: { cookie: cookieOf(agent) } });
  const chunks: Uint8Array[] = [];
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  return { response, chunks, text };
}

/** The rows of an export (the header row and the byte order mark checked and taken off). */
async function rowsOf(agent: Agent, query: Record<string, string>) {
  const { response, text } = await download(agent, query);
  expect(response.status, text.slice(0, 300)).toBe(200);
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = parseCsv(text.slice(1));
  expect(header).toEqual([...PAYMENT_EXPORT_COLUMNS]);
  return rows;
}

const column = (name: (typeof PAYMENT_EXPORT_COLUMNS)[number]) => PAYMENT_EXPORT_COLUMNS.indexOf(name);

beforeAll(async () => {
  api = await startApi({}, { rateLimit: (limit) => ({ ...limit, max: 10_000 }) });
  // Priced in US dollars: the figures below are the payments' own dollar amounts.
  lumen = await merchant(api, { name: 'Lumen', currency: 'USD' });
  other = await merchant(api, { name: 'Other', currency: 'USD' });
  payTo = lumen.wallet.addresses[0]!;
  await api.app.meridian.database.db
    .update(wallets)
    .set({ verifiedAt: api.clock.now() })
    .where(eq(wallets.id, lumen.wallet.id));
  blend = (await link(lumen, { name: 'House blend, "dark"' })).id;
  bulkLink = (await link(lumen, { name: 'Subscriptions' })).id;
  // Ten thousand confirmed payments of one session, a minute apart, written in one statement.
  const { sessionId } = await paid(api, {
    companyId: lumen.company.id,
    linkId: bulkLink,
    payTo,
    at: '2026-01-01T00:00:00Z',
    cents: 1_00,
  });
  await api.app.meridian.database.script((runner) =>
    runner.query(
      `INSERT INTO payments (id, company_id, session_id, environment, chain_id, tx_hash, log_index, block_number,
         block_hash, from_address, to_address, token_symbol, token_address, token_decimals, amount, state, match,
         detected_at, confirmed_at)
       SELECT gen_random_uuid(), $1, $2, 'test', 1287, '0x' || lpad(to_hex(g), 64, '0'), 0, 5000000 + g,
         '0x' || lpad(to_hex(g), 64, 'f'), '0x8ba1f109551bD432803012645Ac136ddd64DBA72', $3, 'USDC',
         '0x931715FEE2d06333043d11F658C8CE934aC61D0c', 6, 250000::numeric * g, 'confirmed', 'amount',
         $4::timestamptz - g * interval '1 minute', $4::timestamptz - g * interval '1 minute'
       FROM generate_series(1, ${BULK - 1}) AS g`,
      [lumen.company.id, sessionId, payTo, '2026-01-01T00:00:00Z'],
    ),
  );
});

afterAll(async () => {
  await api?.close();
});

describe('the CSV export', () => {
  it('streams ten thousand payments as an attachment, one row each, newest first', async () => {
    const { response, chunks, text } = await download(lumen.owner.agent, { companyId: lumen.company.id });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    // Sent as it is read: no length known up front, and the first bytes came in a part of their own.
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    expect(chunks.length).toBeGreaterThan(10);
    expect(chunks[0]!.length).toBeLessThan(text.length / 10);
    const rows = parseCsv(text.slice(1)).slice(1);
    expect(rows).toHaveLength(BULK);
    expect(rows.every((row) => row.length === PAYMENT_EXPORT_COLUMNS.length)).toBe(true);
    const dates = rows.map((row) => row[column('date')]!);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(rows.map((row) => row[column('transaction_hash')])).size).toBe(BULK);
    // The oldest: 9,999 minutes before the first of January, 9,999 × 0.25 USDC.
    expect(rows.at(-1)).toEqual([
      new Date(Date.parse('2026-01-01T00:00:00Z') - (BULK - 1) * 60_000).toISOString(),
      'Subscriptions',
      'static',
      'test',
      'USDC',
      '2499.75',
      '2499.75',
      '1.00',
      '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
      `0x${(BULK - 1).toString(16).padStart(64, '0')}`,
      String(5_000_000 + BULK - 1),
      `https://moonbase.moonscan.io/tx/0x${(BULK - 1).toString(16).padStart(64, '0')}`,
      'confirmed',
      'USD',
      'USD',
      '2499.75',
      '0.00',
    ]);
  });

  it('stops reading when the download is abandoned, and goes on answering', async () => {
    const response = await fetch(exportUrl({ companyId: lumen.company.id }), {
      headers: { cookie: cookieOf(lumen.owner.agent) },
    });
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    await reader.cancel();
    const again = await download(lumen.owner.agent, { companyId: lumen.company.id, from: '2026-01-01' });
    expect(again.response.status).toBe(200);
    expect(parseCsv(again.text.slice(1))).toHaveLength(2); // the header and the payment of 1 January
  });

  it('honours the list filters, and a viewer may export; a stranger gets 404, a bad filter 422', async () => {
    const on = (at: string, extra: object = {}) =>
      paid(api, { companyId: lumen.company.id, linkId: blend, payTo, at, cents: 12_34, ...extra });
    const { paymentId } = await on('2026-03-02T10:00:00Z');
    await on('2026-03-03T10:00:00Z', { state: 'pending' });
    await on('2026-03-04T10:00:00Z', { environment: 'live' });
    await unmatched(api, { to: payTo, at: '2026-03-05T10:00:00Z' });
    await paid(api, {
      companyId: other.company.id,
      linkId: (await link(other)).id,
      payTo: other.wallet.addresses[0]!,
      at: '2026-03-02T10:00:00Z',
      cents: 9_99,
    });
    const lumenId = lumen.company.id;
    const march = { companyId: lumenId, from: '2026-03-01', to: '2026-04-01' };

    const all = await rowsOf(lumen.owner.agent, march);
    expect(all.map((row) => row[column('date')])).toEqual([
      '2026-03-05T10:00:00.000Z',
      '2026-03-04T10:00:00.000Z',
      '2026-03-03T10:00:00.000Z',
      '2026-03-02T10:00:00.000Z',
    ]);
    // The unmatched transfer: no link, no value, no price (the workspace's currency all the same).
    expect(all[0]?.slice(1, 8)).toEqual(['', '', 'test', 'DEV', '1.5', '', '']);
    expect(all[0]?.slice(-4)).toEqual(['USD', '', '', '']);
    const [payment] = await api.app.meridian.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(all[3]).toEqual([
      '2026-03-02T10:00:00.000Z',
      'House blend, "dark"',
      'static',
      'test',
      'USDC',
      '12.34',
      '12.34',
      '1.00',
      '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
      payment!.txHash,
      '4200000',
      `https://moonbase.moonscan.io/tx/${payment!.txHash}`,
      'confirmed',
      'USD',
      'USD',
      '12.34',
      '0.00',
    ]);
    const dates = async (filters: Record<string, string>) =>
      (await rowsOf(lumen.owner.agent, { ...march, ...filters })).map((row) => row[column('date')]!.slice(0, 10));
    expect(await dates({ state: 'pending' })).toEqual(['2026-03-03']);
    expect(await dates({ environment: 'live' })).toEqual(['2026-03-04']);
    expect(await dates({ matched: 'unmatched' })).toEqual(['2026-03-05']);
    expect(await dates({ matched: 'matched', environment: 'test', state: 'confirmed' })).toEqual(['2026-03-02']);
    expect(await dates({ linkId: blend })).toEqual(['2026-03-04', '2026-03-03', '2026-03-02']);
    expect(await dates({ from: '2026-03-03', to: '2026-03-04T10:00:00Z' })).toEqual(['2026-03-03']);
    expect(await rowsOf(lumen.owner.agent, { companyId: lumenId, linkId: bulkLink, from: '2026-03-01' })).toEqual([]);

    const viewer = await joinAs(api, lumen.owner.agent, lumenId, 'viewer');
    expect(await rowsOf(viewer.agent, march)).toEqual(all);

    const stranger = await download(other.owner.agent, march);
    expect(stranger.response.status).toBe(404);
    expect(errorOf(JSON.parse(stranger.text)).code).toBe('NOT_FOUND');
    const badFilters: Record<string, string>[] = [
      { state: 'paid' },
      { environment: 'prod' },
      { linkId: 'not-a-link' },
      { matched: 'yes' },
      { from: '2026-02-30' },
      { to: 'yesterday' },
      { limit: '10' },
    ];
    for (const filters of badFilters) {
      const refused = await download(lumen.owner.agent, { companyId: lumenId, ...filters });
      expect(refused.response.status, JSON.stringify(filters)).toBe(422);
      expect(refused.response.headers.get('content-type')).toContain('application/json');
      expect(errorOf(JSON.parse(refused.text)).code).toBe('VALIDATION_FAILED');
    }
  });

  it('writes a value a spreadsheet would run as a formula as text', async () => {
    const names = ['=HYPERLINK("https://evil.example","Refund")', '+1 555 0100', '-2+3', '@SUM(A1:A9)', 'Tip = thanks'];
    const at = Date.parse('2026-04-01T10:00:00Z');
    for (const [index, name] of names.entries()) {
      const linkId = (await link(lumen, { name })).id;
      await paid(api, {
        companyId: lumen.company.id,
        linkId,
        payTo,
        at: new Date(at - index * 60_000),
        cents: 5_00,
        from: index === 0 ? '=cmd|" /C calc"!A0' : undefined,
      });
    }
    const { text } = await download(lumen.owner.agent, { companyId: lumen.company.id, from: '2026-04-01' });
    const rows = parseCsv(text.slice(1)).slice(1);
    expect(rows.map((row) => row[column('link')])).toEqual([
      `'=HYPERLINK("https://evil.example","Refund")`,
      `'+1 555 0100`,
      `'-2+3`,
      `'@SUM(A1:A9)`,
      'Tip = thanks',
    ]);
    expect(rows[0]?.[column('payer')]).toBe(`'=cmd|" /C calc"!A0`);
    // Quoted as RFC 4180 says: the quotes doubled inside a quoted field.
    expect(text).toContain(`"'=HYPERLINK(""https://evil.example"",""Refund"")"`);
  });
});
