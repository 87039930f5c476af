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

/**
 * react-aria's text direction of a language (`isRTL`), which it works out as its module loads (for
 * the browser's language, in every page's entry) and again as each `I18nProvider` renders: with
 * `Intl.Locale`, it has the engine add the likely script and region to the tag (`maximize()`,
 * which loads the engine's table of likely subtags) and reads the script's direction. In the
 * dashboard's traces that first call was the largest item left in the entry's evaluation (about a
 * quarter of it) once the date locales' list was gone. Without `Intl.Locale`, react-aria's own
 * fallback decides by the language alone, from its list of right-to-left languages (Arabic,
 * Hebrew, Persian, Urdu...): the same answer for every tag but a language written in a script
 * other than its usual one (`az-Arab`), and the pages render in our four languages (English,
 * Spanish, French, Portuguese), all left to right, through their own provider. The build skips
 * the `Intl.Locale` branch, so the fallback decides; as above, it stops if the module changes.
 */
export const textDirectionCheck = {
  module: /[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]utils\.mjs$/,
  call: 'if (Intl.Locale) {',
  replacement: 'if (false) {',
};

const localeChecks = [...dateLocaleChecks, textDirectionCheck];

export function defaultLocaleCheck(): Plugin {
  return {
    name: 'meridian:default-locale-check',
    apply: 'build',
    transform(code, id) {
      const check = localeChecks.find(({ module }) => module.test(id));
      if (!check) return null;
      if (code.split(check.call).length !== 2)
        this.error(`${id} no longer calls ${check.call}) once: see default-locale-check.ts`);
      return { code: code.replace(check.call, check.replacement), map: null };
    },
  };
}
