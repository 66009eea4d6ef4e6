import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { DEFAULT_DIRECTION, localeOf, type Direction } from './direction';
import { usePreferences } from './usePreferences';

/**
 * Switches direction and language together, live: the `dir` cookie, <html dir lang>, the Emotion
 * cache and react-admin's locale (its i18nProvider changes language without a reload).
 */
export const useSwitchDirection = () => {
  const { setDirection } = usePreferences();
  const [, setLocale] = useLocaleState();
  const switchDirection = useCallback(
    (next: Direction) => {
      setDirection(next);
      setLocale(localeOf(next));
    },
    [setDirection, setLocale],
  );
  /** SPEC §4: the direction can be reset to rtl. */
  const resetDirection = useCallback(() => switchDirection(DEFAULT_DIRECTION), [switchDirection]);
  return { switchDirection, resetDirection };
};
