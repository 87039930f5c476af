/**
 * Text as search compares it: accents and other combining marks dropped, lower case by the
 * rules of the interface locale ("Économie" and "economie" match, and so do "İ" and "i" in
 * Turkish).
 */
export function foldForSearch(text: string, locale: string): string {
  // Lower case first: Turkish "İ" lowers to "i", but loses its dot to NFD and would lower to "ı".
  return text.toLocaleLowerCase(locale).normalize('NFD').replace(/\p{M}/gu, '');
}

/** Whether every word of the query appears somewhere in the texts; an empty query matches everything. */
export function matchesQuery(texts: readonly string[], query: string, locale: string): boolean {
  const words = foldForSearch(query, locale).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldForSearch(texts.join('\n'), locale);
  return words.every((word) => haystack.includes(word));
}

/** The on-ramp's name and its countries named in `locale`, as one list ("Brazil, France and Portugal"). */
export function onrampValues(
  onramp: { provider: string; countries: readonly string[] } | null | undefined,
  locale: string,
): { onrampProvider: string; onrampCountries: string } {
  if (!onramp) return { onrampProvider: 'none', onrampCountries: '' };
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  const countries = onramp.countries.map((code) => names.of(code) ?? code).sort(collator.compare);
  return {
    onrampProvider: onramp.provider,
    onrampCountries: new Intl.ListFormat(locale, { type: 'conjunction' }).format(countries),
  };
}
