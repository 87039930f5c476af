import { styled } from '@meridian/ui/theme';

/**
 * Narrow is the width of a phone, measured on the list page's own box (a container query), so
 * that a story's phone-wide frame shows it as a phone does. The data table turns compact at the
 * same width.
 */
export const narrowList = '@container listpage (max-width: 40rem)';

/** @internal A list page's root: the box its narrow layout is measured on. */
export const ListPageRoot = styled('div', {
  containerType: 'inline-size',
  containerName: 'listpage',
  minWidth: 0,
});
