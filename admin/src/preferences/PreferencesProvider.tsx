import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { readDateDisplay, writeDigits, writeHijriShown, type DateDisplay, type Digits, type HijriShown } from './dateDisplay';
import { localeOf, readDirection, writeDirection, type Direction } from './direction';
import { fontFor, readFontChoice, writeFont, type Font } from './font';
import { PreferencesContext, type Preferences } from './PreferencesContext';
import { colorModeOf, readThemePreference, writeThemePreference, type ThemePreference } from './themePreference';
import { useSystemColorMode } from './useSystemColorMode';

/** Holds the cookie preferences and mirrors direction and colour mode on <html dir lang style>. */
export const PreferencesProvider = ({ children }: { children: ReactNode }) => {
  const [direction, setDirectionState] = useState<Direction>(readDirection);
  // undefined until the user picks a font: the default then follows the direction.
  const [fontChoice, setFontChoice] = useState<Font | undefined>(readFontChoice);
  const [theme, setThemeState] = useState<ThemePreference>(readThemePreference);
  const [dateDisplay, setDateDisplay] = useState<DateDisplay>(readDateDisplay);
  const systemMode = useSystemColorMode();
  const locale = localeOf(direction);
  const colorMode = colorModeOf(theme, systemMode);

  useLayoutEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.lang = locale;
  }, [direction, locale]);

  useLayoutEffect(() => {
    // Scrollbars and native controls follow the theme too.
    document.documentElement.style.colorScheme = colorMode;
  }, [colorMode]);

  const setDirection = useCallback((next: Direction) => {
    writeDirection(next);
    setDirectionState(next);
  }, []);

  const setFont = useCallback((next: Font) => {
    writeFont(next);
    setFontChoice(next);
  }, []);

  const setTheme = useCallback((next: ThemePreference) => {
    writeThemePreference(next);
    setThemeState(next);
  }, []);

  const setDigits = useCallback((digits: Digits) => {
    writeDigits(digits);
    setDateDisplay((current) => ({ ...current, digits }));
  }, []);

  const setHijriShown = useCallback((hijri: HijriShown) => {
    writeHijriShown(hijri);
    setDateDisplay((current) => ({ ...current, hijri }));
  }, []);

  const preferences = useMemo<Preferences>(
    () => ({ direction, locale, font: fontFor(fontChoice, direction), theme, colorMode, dateDisplay, setDirection, setFont, setTheme, setDigits, setHijriShown }),
    [direction, locale, fontChoice, theme, colorMode, dateDisplay, setDirection, setFont, setTheme, setDigits, setHijriShown],
  );
  return <PreferencesContext.Provider value={preferences}>{children}</PreferencesContext.Provider>;
};
