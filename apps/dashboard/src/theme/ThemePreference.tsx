import type { Theme } from '@meridian/contract';
import { ThemeProvider } from '@meridian/ui';
import {
  createContext,
  useContext,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';

const darkQuery = '(prefers-color-scheme: dark)';

function systemQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(darkQuery) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = systemQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the device asks for dark colours now; follows the setting live as it changes. */
export function useSystemPrefersDark(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => systemQuery()?.matches ?? false,
    () => false,
  );
}

const SetPreferenceContext = createContext<Dispatch<SetStateAction<Theme>> | null>(null);

/**
 * The dashboard's colour theme: the preference in force (`system` until a page says otherwise)
 * resolved against the device's light or dark setting, applied through the ui theme (whose
 * class also goes on the document root, for portalled overlays).
 */
export function ThemePreferenceProvider({ children }: { children: ReactNode }) {
  const [preference, setPreference] = useState<Theme>('system');
  const systemDark = useSystemPrefersDark();
  const theme = preference === 'system' ? (systemDark ? 'dark' : 'light') : preference;
  return (
    <SetPreferenceContext.Provider value={setPreference}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </SetPreferenceContext.Provider>
  );
}

/** Puts `preference` in force (outside a ThemePreferenceProvider, the theme is left as it is). */
export function useThemePreference(preference: Theme): void {
  const setPreference = useContext(SetPreferenceContext);
  useLayoutEffect(() => {
    setPreference?.(preference);
  }, [preference, setPreference]);
}
