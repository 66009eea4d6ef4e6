import { createContext } from 'react';
import type { Direction, Locale } from './direction';
import type { Font } from './font';

export interface Preferences {
  direction: Direction;
  locale: Locale;
  font: Font;
  /** Stores the `dir` cookie and switches language and direction live. */
  setDirection: (direction: Direction) => void;
}

export const PreferencesContext = createContext<Preferences | null>(null);
