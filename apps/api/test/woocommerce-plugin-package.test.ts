// What a merchant uploads and WordPress reads: the zip (its folder at the root, the blocks
// script, uninstall.php and the compiled translations in it), readme.txt in WordPress.org's
// format, the main file's header, the translation catalogs, and the block checkout's script run
// with the globals WooCommerce gives it.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { inflateRawSync } from 'node:zlib';
import { expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script, without types
import { checkCatalogs, parsePo } from '../../../scripts/woocommerce-plugin-i18n.mjs';

const root = resolve(__dirname, '../../..');
const pluginDir = join(root, 'integrations/woocommerce/meridian-payments');
const read = (file: string) => readFileSync(join(pluginDir, file), 'utf8');

/** The entries of a zip (stored or deflated), by name. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i += 1) {
    const [method, packed, nameLength, extra, comment, local] = [
      zip.readUInt16LE(at + 10),
      zip.readUInt32LE(at + 20),
      zip.readUInt16LE(at + 28),
      zip.readUInt16LE(at + 30),
      zip.readUInt16LE(at + 32),
      zip.readUInt32LE(at + 42),
    ];
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + packed);
    entries.set(name, method === 8 ? inflateRawSync(data) : data);
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}

it('zips the plugin with its folder at the root, its scripts, uninstall.php and compiled translations', async () => {
  const child = spawn(process.execPath, [join(root, 'scripts/build-woocommerce-plugin.mjs')], { cwd: root });
  expect(await new Promise((done) => child.on('close', done))).toBe(0);
  const zip = readFileSync(join(root, 'dist/woocommerce/meridian-payments-1.1.0.zip'));
  expect(readFileSync(join(root, 'apps/dashboard/public/downloads/meridian-payments.zip')).equals(zip)).toBe(true);
  const entries = unzip(zip);
  expect([...entries.keys()].filter((name) => !name.startsWith('meridian-payments/includes/'))).toEqual([
    'meridian-payments/assets/js/blocks.js',
    'meridian-payments/languages/meridian-payments-es_ES.mo',
    'meridian-payments/languages/meridian-payments-es_ES.po',
    'meridian-payments/languages/meridian-payments-fr_FR.mo',
    'meridian-payments/languages/meridian-payments-fr_FR.po',
    'meridian-payments/languages/meridian-payments-pt_BR.mo',
    'meridian-payments/languages/meridian-payments-pt_BR.po',
    'meridian-payments/languages/meridian-payments.pot',
    'meridian-payments/meridian-payments.php',
    'meridian-payments/readme.txt',
    'meridian-payments/uninstall.php',
  ]);
  expect(entries.get('meridian-payments/includes/class-wc-gateway-meridian.php')?.toString()).toBe(
    read('includes/class-wc-gateway-meridian.php'),
  );
  // A .mo as GNU gettext writes it: magic, then the French of a string the buyer reads.
  const mo = entries.get('meridian-payments/languages/meridian-payments-fr_FR.mo')!;
  expect(mo.readUInt32LE(0)).toBe(0x950412de);
  expect(mo.toString('utf8')).toContain('Choisissez un autre moyen de paiement.');
});

it('has a readme.txt in WordPress.org’s format, with the External services section', () => {
  const readme = read('readme.txt');
  const [title, ...lines] = readme.split('\n');
  expect(title).toBe('=== Meridian Payments ===');
  const headerEnd = lines.indexOf('');
  const headers = Object.fromEntries(
    lines.slice(0, headerEnd).map((line) => line.split(/:\s+/, 2) as [string, string]),
  );
  expect(Object.keys(headers)).toEqual([
    'Contributors',
    'Tags',
    'Requires at least',
    'Tested up to',
    'Requires PHP',
    'Stable tag',
    'License',
    'License URI',
  ]);
  expect(headers.Tags!.split(',').length).toBeLessThanOrEqual(5);
  const main = read('meridian-payments.php');
  const header = (name: string) => new RegExp(`^ \\* ${name}:\\s+(.+)$`, 'm').exec(main)?.[1];
  expect(headers['Stable tag']).toBe(header('Version'));
  expect(headers['Requires at least']).toBe(header('Requires at least'));
  expect(headers['Requires PHP']).toBe(header('Requires PHP'));
  expect(header('Requires Plugins')).toBe('woocommerce');
  expect(header('Text Domain')).toBe('meridian-payments');
  // The short description: one line of at most 150 characters, after the headers.
  const short = lines[headerEnd + 1]!;
  expect(short.length).toBeGreaterThan(0);
  expect(short.length).toBeLessThanOrEqual(150);
  const sections = [...readme.matchAll(/^== (.+) ==$/gm)].map((match) => match[1]);
  expect(sections).toEqual([
    'Description',
    'Installation',
    'Frequently Asked Questions',
    'External services',
    'Changelog',
  ]);
  const external = readme.slice(readme.indexOf('== External services =='), readme.indexOf('== Changelog =='));
  expect(external).toMatch(/terms of service/i);
  expect(external).toMatch(/privacy policy/i);
  expect(readme).toContain(`= ${header('Version')} =`);
});

it('has every translatable string of the PHP in the .pot, translated in each locale', () => {
  expect(checkCatalogs()).toEqual([]);
  const spanish = parsePo(read('languages/meridian-payments-es_ES.po')) as Map<string, string>;
  expect(spanish.get('Crypto (Meridian)')).toBe('Cripto (Meridian)');
});

it('registers Meridian in the block checkout from the data the gateway gives', () => {
  const registered: Record<string, unknown>[] = [];
  const element = (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => ({
    type,
    props,
    children,
  });
  const window = {
    wc: {
      wcBlocksRegistry: { registerPaymentMethod: (method: Record<string, unknown>) => registered.push(method) },
      wcSettings: {
        getSetting: (name: string, fallback: unknown) =>
          name === 'meridian_payments_data'
            ? { title: 'Crypto &amp; more', description: 'Pay with stablecoins.', supports: ['products'] }
            : fallback,
      },
    },
    wp: {
      element: { createElement: element },
      htmlEntities: { decodeEntities: (text: string) => text.replace(/&amp;/g, '&') },
    },
  };
  runInNewContext(read('assets/js/blocks.js'), { window });
  expect(registered).toHaveLength(1);
  const method = registered[0]! as {
    name: string;
    ariaLabel: string;
    canMakePayment: () => boolean;
    supports: unknown;
    label: { type: (props: unknown) => unknown };
    content: { type: () => unknown };
  };
  expect(method.name).toBe('meridian_payments');
  expect(method.ariaLabel).toBe('Crypto & more');
  expect(method.canMakePayment()).toBe(true);
  expect(method.supports).toEqual({ features: ['products'] });
  expect(method.content.type()).toEqual({ type: 'p', props: null, children: ['Pay with stablecoins.'] });
  const PaymentMethodLabel = 'PaymentMethodLabel';
  expect(method.label.type({ components: { PaymentMethodLabel } })).toEqual({
    type: PaymentMethodLabel,
    props: { text: 'Crypto & more' },
    children: [],
  });
});
