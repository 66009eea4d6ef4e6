import { readCookie, writePreferenceCookie } from './cookies';

export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];

/** What the screen actually shows once `system` is resolved. */
export type ColorMode = 'light' | 'dark';

/** SPEC §3: the `theme` cookie, `system` by default. */
export const DEFAULT_THEME_PREFERENCE: ThemePreference = 'system';

export const parseThemePreference = (value: string | undefined): ThemePreference =>
  (THEME_PREFERENCES as readonly (string | undefined)[]).includes(value) ? (value as ThemePreference) : DEFAULT_THEME_PREFERENCE;

export const readThemePreference = (): ThemePreference => parseThemePreference(readCookie('theme'));

export const writeThemePreference = (theme: ThemePreference): void => writePreferenceCookie('theme', theme);

export const colorModeOf = (theme: ThemePreference, systemMode: ColorMode): ColorMode => (theme === 'system' ? systemMode : theme);
