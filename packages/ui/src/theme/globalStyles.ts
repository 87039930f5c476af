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
    // Animations end at once (their end events still fire, which react-aria's exit handling
    // waits for); transitions are switched off outright: a near-zero transition on every
    // property gets cancelled mid-way and its end never comes.
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0s !important',
    },
  },
});
