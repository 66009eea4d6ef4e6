import type { Locale } from '../preferences/direction';

/** Each language named in itself, so a reader finds theirs whatever the current language. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  ar: 'العربية',
};

export const AVAILABLE_LOCALES = Object.entries(LANGUAGE_NAMES).map(([locale, name]) => ({ locale, name }));
