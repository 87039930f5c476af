/**
 * The words components share for colour roles and sizes. Props, Stitches variants and stories
 * take them from here, so that a badge, an alert, a toast, a menu item and a confirmation all
 * say `danger` (never `error`, `critical` or `destructive`) and `neutral` (never `default`).
 */

/** Colour roles, from the quietest to the most urgent. Each has its tokens (`$dangerSubtle`, `$dangerText`...). */
export const TONES = ['neutral', 'info', 'success', 'warning', 'danger'] as const;
export type Tone = (typeof TONES)[number];

/** Sizes, from the smallest. A component takes the run it supports, e.g. `Extract<Size, 'sm' | 'md'>`. */
export const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type Size = (typeof SIZES)[number];

/** Builds one Stitches variant per tone (or per tone of a subset), so no tone is forgotten or misspelt. */
export function toneVariants<T extends string, V>(tones: readonly T[], style: (tone: T) => V): Record<T, V> {
  return Object.fromEntries(tones.map((tone) => [tone, style(tone)])) as Record<T, V>;
}
