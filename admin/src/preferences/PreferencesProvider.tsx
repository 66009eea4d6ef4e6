import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { localeOf, readDirection, writeDirection, type Direction } from './direction';
import { readFont } from './font';
import { PreferencesContext, type Preferences } from './PreferencesContext';

/** Holds the cookie preferences and mirrors the direction on <html dir lang>. */
export const PreferencesProvider = ({ children }: { children: ReactNode }) => {
  const [direction, setDirectionState] = useState<Direction>(readDirection);
  const locale = localeOf(direction);

  useLayoutEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.lang = locale;
  }, [direction, locale]);

  const setDirection = useCallback((next: Direction) => {
    writeDirection(next);
    setDirectionState(next);
  }, []);

  const preferences = useMemo<Preferences>(
    () => ({ direction, locale, font: readFont(direction), setDirection }),
    [direction, locale, setDirection],
  );
  return <PreferencesContext.Provider value={preferences}>{children}</PreferencesContext.Provider>;
};
