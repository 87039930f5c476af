import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dateLocaleChecks, defaultLocaleCheck, textDirectionCheck } from '../default-locale-check';

const require = createRequire(import.meta.url);

/** react-aria's folder, as the build resolves it (through react-aria-components). */
const reactAria = () =>
  dirname(require.resolve('react-aria/package.json', { paths: [require.resolve('react-aria-components')] }));

/** The installed modules, as the build reads them: react-aria's (through react-aria-components) and react-intl's @formatjs/intl. */
function installedModules(): { id: string; code: string }[] {
  const ids = [
    join(reactAria(), 'dist/private/i18n/useDefaultLocale.mjs'),
    require.resolve('@formatjs/intl', { paths: [require.resolve('react-intl')] }),
  ];
  return ids.map((id) => ({ id, code: readFileSync(id, 'utf8') }));
}

/** react-aria's text direction module, installed. */
function directionModule(): { id: string; code: string } {
  const id = join(reactAria(), 'dist/private/i18n/utils.mjs');
  return { id, code: readFileSync(id, 'utf8') };
}

/** The direction `isRTL` gives `tag` in a module's code (its exports read back from a data URL). */
async function directionOf(code: string, tags: string[]): Promise<boolean[]> {
  const { isRTL } = (await import(
    /* @vite-ignore */ `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
  )) as { isRTL: (tag: string) => boolean };
  return tags.map((tag) => isRTL(tag));
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

  it('has react-aria tell a language’s direction from the language, without the engine’s likely subtags', async () => {
    const { id, code } = directionModule();
    expect(id).toMatch(textDirectionCheck.module);
    const out = transform.call(context, code, id)?.code ?? '';
    expect(out).not.toContain('if (Intl.Locale)');
    const tags = ['en-US', 'es', 'fr-CA', 'pt-BR', 'ar-EG', 'he', 'fa-IR', 'ur'];
    const directions = [false, false, false, false, true, true, true, true];
    expect(await directionOf(out, tags)).toEqual(directions);
    // What the module said with the engine's data, for the same tags.
    expect(await directionOf(code, tags)).toEqual(directions);
  });

  it('stops the build when a module no longer makes its call', () => {
    for (const { id } of [...installedModules(), directionModule()])
      expect(() => transform.call(context, 'export const nothing = 1;', id)).toThrow(/no longer calls/);
  });

  it('leaves every other module alone', () => {
    expect(
      transform.call(context, 'Intl.DateTimeFormat.supportedLocalesOf([locale]);', '/app/src/main.tsx'),
    ).toBeNull();
  });
});
