import { createContext } from 'react';
import type { Direction, Locale } from './direction';
import type { Font } from './font';
import type { ColorMode, ThemePreference } from './themePreference';

/** The cookie preferences of SPEC §3, each applied live when it changes. */
export interface Preferences {
  direction: Direction;
  locale: Locale;
  font: Font;
  /** What the user chose: light, dark or system. */
  theme: ThemePreference;
  /** What the screen shows: the choice, or the operating system's scheme for `system`. */
  colorMode: ColorMode;
  /**
   * Stores the `dir` cookie and flips the page. Inside <Admin> use useSwitchDirection(), which
   * also switches react-admin's language.
   */
  setDirection: (direction: Direction) => void;
  setFont: (font: Font) => void;
  setTheme: (theme: ThemePreference) => void;
}

export const PreferencesContext = createContext<Preferences | null>(null);
