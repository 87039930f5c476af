import { globalCss } from './stitches.config';

/** @internal */
export const globalStyles = globalCss({
  '*, *::before, *::after': { boxSizing: 'border-box' },
  'html, body': {
    margin: 0,
    fontFamily: '$body',
    fontSize: '$3',
    lineHeight: '$normal',
    color: '$text',
    backgroundColor: '$bg',
    WebkitFontSmoothing: 'antialiased',
  },
  'h1, h2, h3, h4, p': { margin: 0 },
  '@reducedMotion': {
    '*, *::before, *::after': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
  },
});
