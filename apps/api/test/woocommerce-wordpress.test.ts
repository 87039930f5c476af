// The plugin's zip in a real WordPress: Debian's `wordpress` package (6.1) on a throwaway MariaDB
// (Debian's `mariadb-server`, its own data folder and socket, no network), with WooCommerce
// absent (no registry we reach has it). Uploaded as a merchant uploads it (Plugin_Upgrader), it
// installs, activates without errors, tells the administrator that WooCommerce is needed (in
// French when the site is), takes and releases its order lock on MariaDB's options table,
// deactivates, and uninstalls leaving none of its options. The steps are
// integrations/woocommerce/tests/wordpress/steps.php, one PHP process each, as WordPress runs
// one request at a time.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script, without types
import { compileMo } from '../../../scripts/woocommerce-plugin-i18n.mjs';
import { eventually } from './support/eventually';

const root = resolve(__dirname, '../../..');
const steps = join(root, 'integrations/woocommerce/tests/wordpress/steps.php');
const NEEDED = 'apt-get install wordpress mariadb-server php-mysql (npm test installs them: scripts/bootstrap.mjs)';

let dir: string;
let mariadb: ChildProcess | undefined;
const env = () => ({
  ...process.env,
  WP_TEST_SOCKET: join(dir, 'mysqld.sock'),
  WP_TEST_CONTENT: join(dir, 'wp-content'),
  WP_TEST_HOME: 'http://store.test',
});

beforeAll(async () => {
  for (const file of ['/usr/share/wordpress/wp-settings.php', '/usr/sbin/mariadbd', '/usr/bin/mariadb-install-db']) {
    if (!existsSync(file)) throw new Error(`${file} is missing: ${NEEDED}`);
  }
  dir = mkdtempSync(join(tmpdir(), 'meridian-wordpress-'));
  mkdirSync(join(dir, 'wp-content/plugins'), { recursive: true });
  // WordPress in French is one whose languages folder has French (WordPress's own catalog; an
  // empty one here): only an installed language can be the site's.
  mkdirSync(join(dir, 'wp-content/languages'));
  writeFileSync(
    join(dir, 'wp-content/languages/fr_FR.mo'),
    compileMo(new Map([['', 'Content-Type: text/plain; charset=UTF-8\nLanguage: fr_FR\n']])),
  );
  const data = join(dir, 'mysql');
  const installed = spawnSync(
    'mariadb-install-db',
    ['--no-defaults', `--datadir=${data}`, '--user=root', '--auth-root-authentication-method=normal', '--skip-test-db'],
    { encoding: 'utf8' },
  );
  expect(installed.status, installed.stderr).toBe(0);
  mariadb = spawn(
    'mariadbd',
    [
      '--no-defaults',
      `--datadir=${data}`,
      `--socket=${join(dir, 'mysqld.sock')}`,
      '--skip-networking',
      '--user=root',
      '--innodb-buffer-pool-size=16M',
      `--log-error=${join(dir, 'mariadb.log')}`,
    ],
    { stdio: 'ignore' },
  );
  await eventually(
    async () => existsSync(join(dir, 'mysqld.sock')),
    (ready) => ready,
    20_000,
  );
  const created = spawnSync(
    'mariadb',
    ['--no-defaults', '-S', join(dir, 'mysqld.sock'), '-uroot', '-e', 'CREATE DATABASE wordpress'],
    {
      encoding: 'utf8',
    },
  );
  expect(created.status, created.stderr).toBe(0);
}, 60_000);

afterAll(async () => {
  if (mariadb && mariadb.exitCode === null) {
    const exited = new Promise((done) => mariadb!.once('exit', done));
    mariadb.kill('SIGTERM');
    await exited;
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** One step in a PHP process of its own; its answer, after checking the plugin raised no warning. */
function step(name: string, argument?: string): Record<string, unknown> {
  const run = spawnSync('php', [steps, name, ...(argument ? [argument] : [])], { env: env(), encoding: 'utf8' });
  const output = `${run.stdout}${run.stderr}`;
  expect(output, name).not.toContain('FATAL:');
  const line = run.stdout.split('\n').find((text) => text.startsWith('RESULT:'));
  expect(line, `${name}: ${output}`).toBeDefined();
  const answer = JSON.parse(line!.slice('RESULT:'.length)) as Record<string, unknown>;
  expect(answer.problems, name).toEqual([]);
  return answer;
}

it('installs from the zip, activates without WooCommerce, says it needs it, and uninstalls cleanly', () => {
  const built = spawnSync(process.execPath, [join(root, 'scripts/build-woocommerce-plugin.mjs')], { cwd: root });
  expect(built.status, built.stderr?.toString()).toBe(0);
  const version = /Version:\s+(\S+)/.exec(
    readFileSync(join(root, 'integrations/woocommerce/meridian-payments/meridian-payments.php'), 'utf8'),
  )![1];

  expect(step('install')).toMatchObject({ user: 1, version: expect.stringMatching(/^6\./) });
  const upload = step('upload', join(root, `dist/woocommerce/meridian-payments-${version}.zip`));
  expect(upload).toMatchObject({
    installed: true,
    errors: [],
    plugins: ['meridian-payments/meridian-payments.php'],
    header: { Name: 'Meridian Payments', Version: version, TextDomain: 'meridian-payments' },
  });
  expect(step('activate')).toEqual({ error: null, active: true, problems: [] });

  const admin = step('admin');
  expect(admin.notices).toBe(
    '<div class="notice notice-error"><p>Meridian Payments needs WooCommerce. Install and activate WooCommerce to take crypto payments.</p></div>',
  );
  step('language', 'fr_FR');
  expect(step('admin')).toMatchObject({
    locale: 'fr_FR',
    notices: expect.stringContaining('Meridian Payments a besoin de WooCommerce.'),
  });

  expect(step('lock')).toEqual({
    first: true,
    second: false,
    held: true,
    takeover: true,
    released: true,
    problems: [],
  });
  expect(step('deactivate')).toEqual({ active: false, problems: [] });
  expect(step('uninstall')).toEqual({ uninstallable: true, deleted: true, options: [], files: false, problems: [] });
});
