#!/usr/bin/env node
// Installs whatever a fresh machine with only Node 20 lacks, then returns so that the
// calling npm script can hand over to pnpm. `start` needs pnpm and the packages; `test`
// also needs Debian's Chromium (browser tests) and PostgreSQL (the API suite runs on it too),
// PHP and PHPUnit (the WooCommerce plugin's suites), WordPress and MariaDB (the plugin in a real
// WordPress).
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const mode = process.argv[2] ?? 'start';
const run = (command) => execSync(command, { stdio: 'inherit' });
const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

if (!has('pnpm') || !/^10\./.test(execSync('pnpm --version').toString().trim())) {
  console.log('› installing pnpm 10');
  run('npm install --global pnpm@10');
}

console.log('› installing packages');
run('pnpm install --frozen-lockfile --prefer-offline --reporter=silent');

if (mode === 'test') {
  const missing = [];
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) missing.push('chromium');
  const postgres =
    existsSync('/usr/lib/postgresql') &&
    readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));
  if (!postgres && !process.env.TEST_DATABASE_URL) missing.push('postgresql');
  // The WooCommerce plugin's PHPUnit tests (apps/api/test/woocommerce-plugin.test.ts).
  const phpModules = has('php') ? execSync('php -m').toString() : '';
  if (!has('php')) missing.push('php-cli');
  for (const module of ['curl', 'dom', 'mbstring']) {
    if (!new RegExp(`^${module}$`, 'm').test(phpModules)) missing.push(module === 'dom' ? 'php-xml' : `php-${module}`);
  }
  if (!has('phpunit')) missing.push('phpunit');
  // The plugin's zip in a real WordPress on a throwaway MariaDB (apps/api/test/woocommerce-wordpress.test.ts).
  if (!existsSync('/usr/share/wordpress/wp-settings.php')) missing.push('wordpress');
  if (!existsSync('/usr/sbin/mariadbd')) missing.push('mariadb-server');
  if (!/^mysqli$/m.test(phpModules)) missing.push('php-mysql');
  if (missing.length) {
    const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
    console.log(`› installing Debian packages: ${missing.join(' ')}`);
    run(`${sudo}apt-get update -qq`);
    run(
      `${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${missing.join(' ')}`,
    );
  }
}
