/** A statement's month (`2026-06`) in words, "June 2026", in the interface's language (UTC). */
export function formatMonth(month: string, locale: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}

/** A fee rate in basis points as a percentage in the interface's language: 100 -> "1%", 75 -> "0.75%". */
export function formatRate(rateBp: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(rateBp / 10_000);
}
