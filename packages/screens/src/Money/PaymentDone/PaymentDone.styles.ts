import { styled } from '@meridian/ui/theme';

/** @internal The success mark beside the heading and the thank-you message. */
export const Done = styled('div', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$4',
  '& > svg': { width: '$iconLg', height: '$iconLg', flexShrink: 0, marginTop: '$2', color: '$successText' },
});

/** @internal The countdown to the redirect. */
export const Redirecting = styled('p', { margin: 0, fontVariantNumeric: 'tabular-nums' });
