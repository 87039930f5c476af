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
