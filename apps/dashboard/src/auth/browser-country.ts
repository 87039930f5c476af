import { isCountryCode } from '@meridian/contract';

/**
 * The country of the browser's first language that names or implies one (`pt-BR`: BR, `es`: ES),
 * offered as the sign-up's country: a default to confirm or change, not a question to answer.
 */
export function browserCountry(languages: readonly string[]): string | undefined {
  for (const tag of languages) {
    try {
      const region = new Intl.Locale(tag).maximize().region;
      if (region && isCountryCode(region)) return region;
    } catch {
      // Not a language tag: the next one may be.
    }
  }
  return undefined;
}
