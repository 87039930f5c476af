import { expect, it } from 'vitest';
import * as ui from './index';
import pkg from '../package.json';

// The public API is a deliberate, versioned decision: a change here needs a changeset.
it('exports exactly the public components and helpers', () => {
  expect(Object.keys(ui).sort()).toMatchInlineSnapshot(`
    [
      "Button",
      "Spinner",
      "ThemeProvider",
      "darkTheme",
      "lightTheme",
      "useThemeName",
    ]
  `);
});

it('has a subpath export for every component folder it exports from', () => {
  expect(pkg.exports['./*']).toMatchObject({ import: './dist/*/index.js', types: './dist/*/index.d.ts' });
});
