import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECK, defaultLocaleCheck, MODULE } from '../default-locale-check';

/** The installed react-aria's module, as the build reads it. */
function installedModule(): { id: string; code: string } {
  const require = createRequire(import.meta.url);
  const root = dirname(
    require.resolve('react-aria/package.json', { paths: [require.resolve('react-aria-components')] }),
  );
  const id = join(root, 'dist/private/i18n/useDefaultLocale.mjs');
  return { id, code: readFileSync(id, 'utf8') };
}

describe('defaultLocaleCheck', () => {
  it('finds the installed react-aria checking the default locale with the date formats’ list, and calls getCanonicalLocales instead', () => {
    const { id, code } = installedModule();
    expect(id).toMatch(MODULE);
    expect(code.split(CHECK)).toHaveLength(2);
    const transform = defaultLocaleCheck().transform as (this: unknown, code: string, id: string) => { code: string };
    const out = transform.call(
      {
        error: (message: string) => {
          throw new Error(message);
        },
      },
      code,
      id,
    ).code;
    expect(out).not.toContain('supportedLocalesOf');
    expect(out).toContain('Intl.getCanonicalLocales([');
  });

  it('refuses to build when the module no longer makes the call', () => {
    const { id } = installedModule();
    const transform = defaultLocaleCheck().transform as (this: unknown, code: string, id: string) => unknown;
    const context = {
      error: (message: string) => {
        throw new Error(message);
      },
    };
    expect(() => transform.call(context, 'export const nothing = 1;', id)).toThrow(/no longer calls/);
  });

  it('leaves every other module alone', () => {
    const transform = defaultLocaleCheck().transform as (this: unknown, code: string, id: string) => unknown;
    expect(transform.call({}, CHECK, '/app/src/main.tsx')).toBeNull();
  });
});
