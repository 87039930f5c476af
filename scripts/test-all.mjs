#!/usr/bin/env node
// Runs every check of `npm test` in two lanes (the CI machine has two cores) and prints one
// closing line: "N passed, N failed, N flaky". A Playwright test that passed only on a retry is
// flaky, not passed: its title is listed above that line. A step's full output goes to
// test-results/logs/ and is printed when the step fails.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const results = join(root, 'test-results');
const logs = join(results, 'logs');
rmSync(results, { recursive: true, force: true });
mkdirSync(logs, { recursive: true });

/** The titles of a Playwright report's tests whose status is `status` ("project › file › title"). */
function playwrightTitles(report, status) {
  const titles = [];
  const walk = (suite, path) => {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === status) titles.push([test.projectName, ...here, spec.title].filter(Boolean).join(' › '));
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return titles;
}

/**
 * Counts from a runner's JSON report; a check without one counts as one test. Flaky tests
 * (failed, then passed on a retry) count apart from passed ones.
 */
const counters = {
  vitest: (file) => {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests + (report.numTotalTestSuites && !report.success && !report.numFailedTests ? 1 : 0),
      flaky: [],
    };
  },
  playwright: (file) => {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const { stats } = report;
    return {
      passed: stats.expected,
      failed: stats.unexpected + (stats.expected + stats.flaky + stats.unexpected === 0 ? 1 : 0),
      flaky: playwrightTitles(report, 'flaky'),
    };
  },
};

/**
 * The dashboard's production build, made before the unit suite, which reads it for the
 * bundle-size test (that test builds its own when this one failed). The end-to-end suite makes
 * its own build: it carries the local chain's address and the test wallets.
 */
const dashboardBuild = join(results, 'dashboard-build');
const withDashboardBuild = () => (outcome['dashboard-build']?.ok ? { DASHBOARD_BUILD_DIR: dashboardBuild } : {});

const steps = {
  i18n: { command: 'node scripts/i18n.mjs check' },
  // `pnpm typecheck` (TypeScript 7, the native compiler) on one thread: the other core runs the other lane.
  typecheck: { command: 'pnpm run --silent typecheck --singleThreaded' },
  lint: { command: 'pnpm exec eslint . --max-warnings 0' },
  format: { command: 'pnpm exec prettier --check .' },
  'dashboard-build': {
    command: `node --input-type=module -e "(await import('./scripts/bundle-size.mjs')).buildDashboard(process.argv[1])" ${JSON.stringify(dashboardBuild)}`,
  },
  unit: { command: 'pnpm exec vitest run', report: ['vitest', 'unit.json'], env: withDashboardBuild },
  // Packing runs the package's prepack build, then the check loads every entry point.
  'ui-package': { command: 'node scripts/check-ui-package.mjs' },
  'storybook-build': { command: 'pnpm exec storybook build --quiet -o storybook-static' },
  // The API suite over HTTP: every file on a throwaway PostgreSQL server, and on embedded PGlite
  // the files whose outcome can differ there (apps/api/test/support/pglite-suite.mjs), as two
  // steps, so that the lane that ends its own steps first takes whichever is left.
  'api-postgres': {
    command: 'DB_DRIVERS=postgres pnpm --filter @meridian/api test',
    report: ['vitest', 'api-postgres.json'],
  },
  'api-pglite': {
    command: 'DB_DRIVERS=pglite API_PGLITE_LISTED=1 pnpm --filter @meridian/api test',
    report: ['vitest', 'api-pglite.json'],
  },
  e2e: { command: 'pnpm exec playwright test -c tests/e2e/playwright.config.ts', report: ['playwright', 'e2e.json'] },
  stories: {
    command: 'pnpm exec playwright test -c tests/stories/playwright.config.ts',
    report: ['playwright', 'stories.json'],
    after: ['storybook-build'],
  },
};

// Two lanes, one per core: static checks, the dashboard's production build and the unit suite on
// one, the format check, lint, the Storybook build and the story suite (the longest step) on the
// other (format and lint moved there as the first lane's steps grew; figures in
// docs/decisions.md). The remaining suites wait in a shared queue, longest first, and go to
// whichever lane is free first, so neither lane idles while the other still has a queue behind
// its long step. The dashboard's build comes before the unit suite, whose bundle-size test reads
// it, and so before the end-to-end suite too.
// `node scripts/test-all.mjs <step> ...` runs only the steps named, in the same lanes.
const only = process.argv.slice(2);
const unknown = only.filter((name) => !(name in steps));
if (unknown.length) {
  console.error(`Unknown step: ${unknown.join(', ')} (steps: ${Object.keys(steps).join(', ')})`);
  process.exit(2);
}
const chosen = (names) => (only.length ? names.filter((name) => only.includes(name)) : names);
const lanes = [
  chosen(['i18n', 'dashboard-build', 'typecheck', 'unit']),
  chosen(['format', 'lint', 'storybook-build', 'stories']),
];
const shared = chosen(['api-postgres', 'e2e', 'api-pglite', 'ui-package']);

const outcome = {};
let cpuTotal = 0;

/**
 * Where a step's CPU time is counted. Where this process may make a control group (cgroup v1's
 * cpuacct, or cgroup v2), each step runs in its own, which counts every process the step starts,
 * browsers' renderers and daemonised database servers included. Elsewhere the shell's `times`
 * counts the processes the step's shell and their parents waited for: a lower bound.
 */
const ownCgroup = (() => {
  // This process's group (`/proc/self/cgroup`): the steps' groups go inside it, so that whatever
  // counts this run's CPU still counts theirs.
  try {
    const lines = readFileSync('/proc/self/cgroup', 'utf8').split('\n');
    const v1 = lines.find((line) => line.split(':')[1]?.split(',').includes('cpuacct'));
    if (v1) return join('/sys/fs/cgroup/cpuacct', v1.split(':')[2] ?? '');
    const v2 = lines.find((line) => line.startsWith('0::'));
    return v2 ? join('/sys/fs/cgroup', v2.slice(3)) : undefined;
  } catch {
    return undefined;
  }
})();
const cgroupRoot = [ownCgroup].find((dir) => {
  if (!dir) return false;
  try {
    const probe = join(dir, `meridian-probe-${process.pid}`);
    mkdirSync(probe);
    rmdirSync(probe);
    return existsSync(join(dir, 'cpuacct.usage')) || existsSync(join(dir, 'cgroup.controllers'));
  } catch {
    return false;
  }
});

/** A step's CPU seconds: its control group's usage, or the children's from a `times` output. */
function cpuSeconds(cgroup, timesFile) {
  if (cgroup) {
    try {
      const v1 = join(cgroup, 'cpuacct.usage');
      if (existsSync(v1)) return Number(readFileSync(v1, 'utf8')) / 1e9;
      const usec = readFileSync(join(cgroup, 'cpu.stat'), 'utf8').match(/usage_usec (\d+)/)?.[1];
      if (usec) return Number(usec) / 1e6;
    } catch {
      // Fall back to the shell's count.
    }
  }
  if (!existsSync(timesFile)) return undefined;
  const line = readFileSync(timesFile, 'utf8').split('\n')[1] ?? '';
  const parts = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map(([, m, sec]) => Number(m) * 60 + Number(sec));
  return parts.length === 2 ? parts[0] + parts[1] : undefined;
}

function runStep(name) {
  const step = steps[name];
  const blocked = (step.after ?? []).find((dep) => outcome[dep] && !outcome[dep].ok);
  if (blocked) {
    outcome[name] = { ok: false, passed: 0, failed: 1, flaky: [], note: `skipped: ${blocked} failed` };
    console.log(`✗ ${name} (skipped: ${blocked} failed)`);
    return Promise.resolve();
  }
  const started = Date.now();
  const log = join(logs, `${name}.log`);
  const cpuFile = join(logs, `${name}.cpu`);
  const cgroup = cgroupRoot ? join(cgroupRoot, `meridian-${process.pid}-${name}`) : undefined;
  if (cgroup) mkdirSync(cgroup, { recursive: true });
  return new Promise((resolve) => {
    const env = { ...process.env, FORCE_COLOR: '0', ...step.env?.() };
    const enter = cgroup ? `echo $$ > ${JSON.stringify(join(cgroup, 'cgroup.procs'))} && ` : '';
    const child = spawn(
      'sh',
      ['-c', `${enter}{ ${step.command}\n}; code=$?; times > ${JSON.stringify(cpuFile)}; exit $code`],
      {
        cwd: root,
        env,
      },
    );
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code) => {
      const output = Buffer.concat(chunks).toString();
      writeFileSync(log, output);
      let counts = { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, flaky: [] };
      if (step.report) {
        // A step may write several reports (the API suite runs once per database driver).
        counts = { passed: 0, failed: 0, flaky: [] };
        for (const name of step.report.slice(1)) {
          const file = join(results, name);
          const found = existsSync(file) ? counters[step.report[0]](file) : { passed: 0, failed: 1, flaky: [] };
          counts.passed += found.passed;
          counts.failed += found.failed;
          counts.flaky.push(...found.flaky);
        }
      }
      const ok = code === 0 && counts.failed === 0;
      outcome[name] = { ok, ...counts };
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const cpu = cpuSeconds(cgroup, cpuFile);
      if (cgroup) {
        try {
          rmdirSync(cgroup);
        } catch {
          // A process the step left running keeps its group; it is only a name.
        }
      }
      if (cpu !== undefined) cpuTotal += cpu;
      const tally =
        (cpu === undefined ? '' : `, ${cpu.toFixed(0)} CPU-s`) +
        (step.report
          ? `, ${counts.passed} passed, ${counts.failed} failed${counts.flaky.length ? `, ${counts.flaky.length} flaky` : ''}`
          : '');
      console.log(`${ok ? '✓' : '✗'} ${name} (${seconds}s${tally})`);
      if (!ok) console.log(output.split('\n').slice(-150).join('\n'));
      resolve();
    });
  });
}

const started = Date.now();
await Promise.all(
  lanes.map(async (lane) => {
    for (const name of lane) await runStep(name);
    for (let name = shared.shift(); name; name = shared.shift()) await runStep(name);
  }),
);

const passed = Object.values(outcome).reduce((sum, o) => sum + o.passed, 0);
const failed = Object.values(outcome).reduce((sum, o) => sum + o.failed, 0);
const flaky = Object.values(outcome).flatMap((o) => o.flaky);
console.log(
  `\nnpm test finished in ${((Date.now() - started) / 60000).toFixed(1)} min, ${cpuTotal.toFixed(0)} CPU-seconds; logs in test-results/logs/`,
);
if (flaky.length) {
  console.log('Flaky (passed only on a retry):');
  for (const title of flaky) console.log(`  ${title}`);
}
console.log(`${passed} passed, ${failed} failed, ${flaky.length} flaky`);
process.exit(failed === 0 ? 0 : 1);
