export { ThemeProvider, useThemeName, type ThemeProviderProps } from './ThemeProvider';
export { TONES, SIZES, type Tone, type Size } from './vocabulary';
export { lightTheme, darkTheme, type ThemeClass, type ThemeName } from './stitches.config';
/** @internal Styling helpers for Meridian's own packages (screens); not part of the published types. */
export { styled, css, keyframes, type CSS } from './stitches.config';
