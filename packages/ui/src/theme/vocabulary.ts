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

/** The square box of each size (an avatar, a round skeleton standing in for one). */
export const SIZE_BOXES = { xs: '$6', sm: '$7', md: '$8', lg: '$9', xl: '$10' } as const satisfies Record<Size, string>;

/** Builds one Stitches variant per size from its square box, as `toneVariants` does per tone. */
export function sizeVariants<V>(style: (box: (typeof SIZE_BOXES)[Size], size: Size) => V): Record<Size, V> {
  return Object.fromEntries(SIZES.map((size) => [size, style(SIZE_BOXES[size], size)])) as Record<Size, V>;
}

/** A tone's quiet fill: its subtle background under its text colour (a badge, initials, an emblem). */
export function subtleFill(tone: Tone | 'accent') {
  return { backgroundColor: `$${tone}Subtle`, color: `$${tone}Text` };
}
