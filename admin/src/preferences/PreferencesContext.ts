import { createContext } from 'react';
import type { DateDisplay, Digits, HijriShown } from './dateDisplay';
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
  /** The digits of Arabic screens and where Hijri dates show (every formatter reads them). */
  dateDisplay: DateDisplay;
  /**
   * Stores the `dir` cookie and flips the page. Inside <Admin> use useSwitchDirection(), which
   * also switches react-admin's language.
   */
  setDirection: (direction: Direction) => void;
  setFont: (font: Font) => void;
  setTheme: (theme: ThemePreference) => void;
  setDigits: (digits: Digits) => void;
  setHijriShown: (hijri: HijriShown) => void;
}

export const PreferencesContext = createContext<Preferences | null>(null);
