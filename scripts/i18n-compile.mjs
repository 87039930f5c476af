// Precompiles a message catalog: each ICU message becomes the AST react-intl formats, the output
// of `formatjs compile --ast`. With every catalog precompiled, the dashboard's production build
// leaves the ICU parser out of the bundle (see apps/dashboard/vite.config.ts).
import { parse } from '@formatjs/icu-messageformat-parser';

/**
 * A catalog (`{ id: message }`) as `{ id: MessageFormatElement[] }`, parsed with the options
 * react-intl uses at run time (tags on, skeletons parsed, no source locations).
 */
export function compileCatalog(catalog, locale) {
  return Object.fromEntries(
    Object.entries(catalog).map(([id, message]) => [id, parse(message, { locale: new Intl.Locale(locale) })]),
  );
}
