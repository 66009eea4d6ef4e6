import { readCookie, writePreferenceCookie } from './cookies';

export const DIRECTIONS = ['ltr', 'rtl'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

/** SPEC §3: the `dir` cookie, rtl by default; rtl means Arabic, ltr English. */
export const DEFAULT_DIRECTION: Direction = 'rtl';

export const parseDirection = (value: string | undefined): Direction =>
  (DIRECTIONS as readonly (string | undefined)[]).includes(value) ? (value as Direction) : DEFAULT_DIRECTION;

export const localeOf = (direction: Direction): Locale => (direction === 'rtl' ? 'ar' : 'en');

export const directionOf = (locale: Locale): Direction => (locale === 'ar' ? 'rtl' : 'ltr');

export const readDirection = (): Direction => parseDirection(readCookie('dir'));

export const writeDirection = (direction: Direction): void => writePreferenceCookie('dir', direction);
