import type { Plugin } from 'vite';

/**
 * Checks of the browser's language that have the engine build its list of every locale it has
 * date formats for (`Intl.DateTimeFormat.supportedLocalesOf`), before any page's first paint and
 * whether or not the page formats a date: react-aria's, as its module loads (in every page's
 * entry), only to fall back to `en-US` on a tag the engine refuses; and react-intl's, as its
 * provider starts, only to warn when the engine has no date data for the language (every engine
 * has it for our four). In the traces the first was the largest single item of the entry's
 * evaluation (55 to 190 ms on a busy machine, four times that on a phone), and the second would
 * pay the same once the first is gone. `Intl.getCanonicalLocales` refuses the same malformed tags
 * without that list, so the build calls it instead; a page that formats a date pays for the list
 * then, after its first paint. The build stops if a module no longer makes its call, and
 * `src/default-locale-check.test.ts` reads the installed modules, so that a new version has this
 * looked at again rather than silently dropped.
 */
export const dateLocaleChecks = [
  {
    module: /[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useDefaultLocale\.mjs$/,
    call: 'Intl.DateTimeFormat.supportedLocalesOf([',
    replacement: 'Intl.getCanonicalLocales([',
  },
  {
    module: /[\\/]@formatjs[\\/]intl[\\/]index\.js$/,
    call: 'Intl.DateTimeFormat.supportedLocalesOf(locale)',
    replacement: 'Intl.getCanonicalLocales(locale)',
  },
];

export function defaultLocaleCheck(): Plugin {
  return {
    name: 'meridian:default-locale-check',
    apply: 'build',
    transform(code, id) {
      const check = dateLocaleChecks.find(({ module }) => module.test(id));
      if (!check) return null;
      if (code.split(check.call).length !== 2)
        this.error(`${id} no longer calls ${check.call}) once: see default-locale-check.ts`);
      return { code: code.replace(check.call, check.replacement), map: null };
    },
  };
}
