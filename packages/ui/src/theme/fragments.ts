import { SIZES, type Size, type Tone } from './vocabulary';

/**
 * Style fragments that several components spread into their own styles, so that what looks
 * alike is written once.
 */

/** What floats over the page (a popover, a list, a toast, a dialog): the raised surface, its text colour, a hairline border. */
export const raisedSurface = {
  backgroundColor: '$surfaceRaised',
  color: '$text',
  border: '$borderWidths$thin solid $border',
} as const;

/** The line under a card's or a dialog's title: muted, at the body size, without the paragraph's margin. */
export const descriptionText = { margin: 0, fontSize: '$3', color: '$textMuted' } as const;

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
