import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dateLocaleChecks, defaultLocaleCheck } from '../default-locale-check';

const require = createRequire(import.meta.url);

/** The installed modules, as the build reads them: react-aria's (through react-aria-components) and react-intl's @formatjs/intl. */
function installedModules(): { id: string; code: string }[] {
  const reactAria = dirname(
    require.resolve('react-aria/package.json', { paths: [require.resolve('react-aria-components')] }),
  );
  const ids = [
    join(reactAria, 'dist/private/i18n/useDefaultLocale.mjs'),
    require.resolve('@formatjs/intl', { paths: [require.resolve('react-intl')] }),
  ];
  return ids.map((id) => ({ id, code: readFileSync(id, 'utf8') }));
}

type Transform = (this: unknown, code: string, id: string) => { code: string } | null;
const transform = defaultLocaleCheck().transform as Transform;
const context = {
  error: (message: string) => {
    throw new Error(message);
  },
};

describe('defaultLocaleCheck', () => {
  it('finds each installed module checking the language with the date locales’ list, and has it call getCanonicalLocales', () => {
    const modules = installedModules();
    for (const [index, { id, code }] of modules.entries()) {
      const check = dateLocaleChecks[index];
      expect(id).toMatch(check?.module ?? /never/);
      const out = transform.call(context, code, id)?.code ?? '';
      expect(out).not.toContain('DateTimeFormat.supportedLocalesOf');
      expect(out).toContain('Intl.getCanonicalLocales(');
    }
  });

  it('stops the build when a module no longer makes its call', () => {
    for (const { id } of installedModules())
      expect(() => transform.call(context, 'export const nothing = 1;', id)).toThrow(/no longer calls/);
  });

  it('leaves every other module alone', () => {
    expect(
      transform.call(context, 'Intl.DateTimeFormat.supportedLocalesOf([locale]);', '/app/src/main.tsx'),
    ).toBeNull();
  });
});
