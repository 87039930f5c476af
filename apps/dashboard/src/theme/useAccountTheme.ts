import { THEMES, type Theme } from '@meridian/contract';
import { useUserInfo } from '@meridian/data';
import { useEffect } from 'react';
import { useThemePreference } from './ThemePreference';

/**
 * The last theme the account was seen with on this device: applied on the signed-in pages
 * while the account is loading, so that a dark dashboard does not flash light on every start.
 */
export const themeStorageKey = 'meridian.theme';

function readDeviceTheme(): Theme {
  try {
    const saved = globalThis.localStorage?.getItem(themeStorageKey);
    return THEMES.find((theme) => theme === saved) ?? 'system';
  } catch {
    return 'system';
  }
}

function saveDeviceTheme(theme: Theme): void {
  try {
    globalThis.localStorage?.setItem(themeStorageKey, theme);
  } catch {
    // Without storage, a start shows the system theme until the account has loaded.
  }
}

/**
 * On the signed-in pages the theme saved with the account is in force (and follows it when it
 * is saved again); everywhere else, the guest pages included, the device's own preference.
 */
export function useAccountTheme(signedIn: boolean): void {
  const { data: user } = useUserInfo({ enabled: signedIn });
  const accountTheme = signedIn ? user?.theme : undefined;
  useEffect(() => {
    if (accountTheme) saveDeviceTheme(accountTheme);
  }, [accountTheme]);
  useThemePreference(signedIn ? (accountTheme ?? readDeviceTheme()) : 'system');
}
