import type { Plugin } from 'vite';

/** The module of react-aria that reads the browser's default locale as it loads. */
export const MODULE = /[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useDefaultLocale\.mjs$/;
export const CHECK = 'Intl.DateTimeFormat.supportedLocalesOf([';

/**
 * react-aria checks the browser's language as its module loads, with
 * `Intl.DateTimeFormat.supportedLocalesOf`, only to fall back to `en-US` on a tag the engine
 * refuses (its `catch`). That call makes the engine build its list of every locale it has date
 * formats for, in the entry's evaluation, before any page's first paint, whether or not the page
 * formats a date (55 to 190 ms of the entry's evaluation on a busy machine, four times that on
 * a phone). `Intl.getCanonicalLocales` refuses the same malformed tags without that list, so
 * the build calls it instead. The build stops if the module no longer makes the call, and
 * `default-locale-check.test.ts` reads the installed module, so that a new react-aria has this
 * looked at again rather than silently dropped.
 */
export function defaultLocaleCheck(): Plugin {
  return {
    name: 'meridian:default-locale-check',
    apply: 'build',
    transform(code, id) {
      if (!MODULE.test(id)) return null;
      if (!code.includes(CHECK))
        this.error(`react-aria's useDefaultLocale no longer calls ${CHECK}...]): see default-locale-check.ts`);
      return { code: code.replace(CHECK, 'Intl.getCanonicalLocales(['), map: null };
    },
  };
}
