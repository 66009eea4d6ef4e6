import { ar, en } from '@club/locales';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import type { Locale } from '../preferences/direction';

/** Arabic over English: a key Arabic lacks falls back to the English text. */
export const MESSAGES: Record<Locale, TranslationMessages> = {
  en,
  ar: mergeTranslations(en, ar),
};
