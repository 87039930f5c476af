import { Link as RACLink } from 'react-aria-components';
import { styled } from '../theme/stitches.config';

/** @internal */
export const StyledLink = styled(RACLink, {
  color: '$accentText',
  fontFamily: 'inherit',
  borderRadius: '$1',
  cursor: 'pointer',
  outline: 'none',
  transition: 'color $fast, text-decoration-color $fast',
  textUnderlineOffset: '0.2em',
  '&[data-focus-visible]': { focusRing: true },
  '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55, textDecoration: 'none' },
  '&[data-current]': { fontWeight: '$semibold' },
  variants: {
    variant: {
      // Inside running text a link must not rely on colour alone: it stays underlined.
      inline: {
        fontSize: 'inherit',
        textDecoration: 'underline',
        textDecorationThickness: '1px',
        '&[data-hovered]': { textDecorationThickness: '2px' },
      },
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: '$1',
        fontSize: '$3',
        fontWeight: '$medium',
        textDecoration: 'none',
        '&[data-hovered], &[data-pressed]': { textDecoration: 'underline' },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

/** @internal */
export const ExternalIcon = styled('span', {
  display: 'inline-flex',
  verticalAlign: 'middle',
  marginInlineStart: '0.2em',
  '& svg': { size: '0.9em' },
});
