import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';
import { darkTheme, lightTheme, type ThemeName } from './stitches.config';
import { globalStyles } from './globalStyles';

const ThemeContext = createContext<ThemeName>('light');

export interface ThemeProviderProps {
  /** `light` (default) or `dark`. */
  theme?: ThemeName;
  children: ReactNode;
}

/**
 * Applies the Meridian theme to its subtree and injects the global styles. Portalled
 * overlays (dialogs, popovers, toasts) read the theme class from the document element, so
 * the provider also sets it there while mounted.
 */
export function ThemeProvider({ theme = 'light', children }: ThemeProviderProps) {
  globalStyles();
  const className = theme === 'dark' ? darkTheme.className : lightTheme.className;
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.remove(darkTheme.className, lightTheme.className);
    root.classList.add(className);
    root.style.colorScheme = theme;
  }, [className, theme]);
  return (
    <ThemeContext.Provider value={theme}>
      <div className={className} data-theme={theme} style={{ display: 'contents' }}>
        {children}
      </div>
    </ThemeContext.Provider>
  );
}

/** The active theme name, for the rare component that must know it (QR code colours). */
export function useThemeName(): ThemeName {
  return useContext(ThemeContext);
}
