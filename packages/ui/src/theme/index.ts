export { ThemeProvider, useThemeName, type ThemeProviderProps } from './ThemeProvider';
export { TONES, SIZES, type Tone, type Size } from './vocabulary';
export { lightTheme, darkTheme, type ThemeClass, type ThemeName } from './stitches.config';
/** @internal Styling helpers for Meridian's own packages (screens); not part of the published types. */
export { styled, css, keyframes, type CSS } from './stitches.config';
/** @internal A tone's quiet fill (subtle background, text colour), for screens' tinted marks. */
export { subtleFill } from './fragments';
/** @internal The styles written so far, as CSS text: the production build's prerendered first paint (apps/dashboard). */
export { getCssText } from './stitches.config';
