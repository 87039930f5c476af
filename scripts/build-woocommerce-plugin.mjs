#!/usr/bin/env node
// Zips the WooCommerce plugin (integrations/woocommerce/meridian-payments) into the file a
// merchant uploads under Plugins > Add New > Upload Plugin: dist/woocommerce/meridian-payments-<version>.zip,
// with the plugin's folder at the zip's root, as WordPress expects. Node only (zlib's deflate
// and a CRC-32 of our own), so it runs wherever `npm start` does; entries are sorted and dated
// 1 January 2026, so the same sources make the same bytes. The translations' .mo files are
// compiled here from the committed .po files (scripts/woocommerce-plugin-i18n.mjs).
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateRawSync } from 'node:zlib';
import { compiledCatalogs } from './woocommerce-plugin-i18n.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const pluginDir = join(root, 'integrations/woocommerce/meridian-payments');
const folder = 'meridian-payments';

const header = readFileSync(join(pluginDir, 'meridian-payments.php'), 'utf8');
const version = /^\s*\*\s*Version:\s*(\S+)/m.exec(header)?.[1];
if (!version) throw new Error('meridian-payments.php has no "Version:" line in its plugin header');
const readmeVersion = /^Stable tag:\s*(\S+)/m.exec(readFileSync(join(pluginDir, 'readme.txt'), 'utf8'))?.[1];
if (readmeVersion !== version) {
  throw new Error(`readme.txt's Stable tag (${readmeVersion}) is not the plugin's Version (${version})`);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function files(dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = join(dir, name);
      return statSync(full).isDirectory() ? files(full) : [full];
    });
}

// 2026-01-01 00:00 in MS-DOS time and date.
const DOS_TIME = 0;
const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1;

/**
 * The fields a file's local header and its central directory entry share, in the same order,
 * from `at`: the version needed, the flags, the method, the time and date, the CRC, the sizes and
 * the name's length.
 */
function writeEntryFields(header, at, { crc, packedSize, size, nameLength }) {
  header.writeUInt16LE(20, at); // version needed
  header.writeUInt16LE(0x0800, at + 2); // UTF-8 names
  header.writeUInt16LE(8, at + 4); // deflate
  header.writeUInt16LE(DOS_TIME, at + 6);
  header.writeUInt16LE(DOS_DATE, at + 8);
  header.writeUInt32LE(crc, at + 10);
  header.writeUInt32LE(packedSize, at + 14);
  header.writeUInt32LE(size, at + 18);
  header.writeUInt16LE(nameLength, at + 22);
}

const locals = [];
const centrals = [];
let offset = 0;
const entries = [
  ...files(pluginDir).map((file) => ({
    path: relative(pluginDir, file).split('\\').join('/'),
    data: readFileSync(file),
  })),
  ...compiledCatalogs(),
].sort((a, b) => (a.path < b.path ? -1 : 1));
for (const { path, data } of entries) {
  const name = Buffer.from(`${folder}/${path}`);
  const packed = deflateRawSync(data, { level: 9 });
  const crc = crc32(data);
  const entry = { crc, packedSize: packed.length, size: data.length, nameLength: name.length };
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  writeEntryFields(local, 4, entry);
  local.writeUInt16LE(0, 28);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(0x0314, 4); // made by: Unix, 2.0
  writeEntryFields(central, 6, entry);
  central.writeUInt32LE((0o100644 << 16) >>> 0, 38); // -rw-r--r--
  central.writeUInt32LE(offset, 42);
  locals.push(local, name, packed);
  centrals.push(central, name);
  offset += local.length + name.length + packed.length;
}
const directory = Buffer.concat(centrals);
const end = Buffer.alloc(22);
end.writeUInt32LE(0x06054b50, 0);
end.writeUInt16LE(centrals.length / 2, 8);
end.writeUInt16LE(centrals.length / 2, 10);
end.writeUInt32LE(directory.length, 12);
end.writeUInt32LE(offset, 16);

const zip = Buffer.concat([...locals, directory, end]);
const outDir = join(root, 'dist/woocommerce');
mkdirSync(outDir, { recursive: true });
const out = join(outDir, `${folder}-${version}.zip`);
writeFileSync(out, zip);
// The copy the dashboard offers for download (/downloads/meridian-payments.zip), served by Vite
// from its public folder in development and copied into its build.
const publicDir = join(root, 'apps/dashboard/public/downloads');
mkdirSync(publicDir, { recursive: true });
writeFileSync(join(publicDir, `${folder}.zip`), zip);
console.log(`${relative(root, out)} (${centrals.length / 2} files): upload it under Plugins > Add New > Upload Plugin`);
