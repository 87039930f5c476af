#!/usr/bin/env node
// `pnpm bench:bundle`: builds the dashboard and the floor page (the smallest login page on the
// same stack, apps/dashboard/floor/) for production with the dashboard's Vite config, then
// prints each route's initial JavaScript, gzip, and its ratio to the floor's. `--out <dir>`
// keeps the builds there (default: a temporary folder, removed afterwards).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { budgetKiB, buildDashboard, goalKiB, measureFloor, measureRoutes } from './bundle-size.mjs';

const outFlag = process.argv.indexOf('--out');
const out = outFlag > 0 ? process.argv[outFlag + 1] : mkdtempSync(join(tmpdir(), 'bench-bundle-'));

try {
  buildDashboard(join(out, 'dashboard'));
  buildDashboard(join(out, 'floor'), { page: 'floor' });

  const floor = measureFloor(join(out, 'floor'));
  const rows = [{ route: 'floor', path: 'apps/dashboard/floor', kib: floor }, ...measureRoutes(join(out, 'dashboard'))];
  const kib = (value) => value.toFixed(1);
  console.log('Initial JavaScript per route (entry, its static imports, the route chunks and theirs), gzip:\n');
  // The budgets hold the page's frame; the dashboard home's content (a chunk its route imports as
  // it renders) comes with it, measured in its own column and not held to a budget (docs/decisions.md).
  console.table(
    Object.fromEntries(
      rows.map((row) => [
        row.route,
        {
          path: row.path,
          'KiB gzip': kib(row.kib),
          'x floor': (row.kib / floor).toFixed(2),
          'with its content':
            row.withContent === undefined ? '' : `${kib(row.withContent)} (x ${(row.withContent / floor).toFixed(2)})`,
          budget: budgetKiB[row.route] === undefined ? '' : `${budgetKiB[row.route]} KiB`,
          goal: goalKiB[row.route] === undefined ? '' : `${goalKiB[row.route]} KiB`,
        },
      ]),
    ),
  );
} finally {
  if (outFlag < 0) rmSync(out, { recursive: true, force: true });
}
