import { mergeTranslations, type TranslationMessages } from 'react-admin';
import type { Locale } from '../preferences/direction';

// Each language is a chunk of its own, loaded when the screen first speaks it: a person working in
// English never downloads the Arabic texts. Arabic lies over English, so a key Arabic lacks falls
// back to the English text (SPEC §1).
const LOADERS: Record<Locale, () => Promise<TranslationMessages>> = {
  en: () => import('@club/locales/en').then((module) => module.en),
  ar: () =>
    Promise.all([import('@club/locales/en'), import('@club/locales/ar')]).then(([english, arabic]) => mergeTranslations(english.en, arabic.ar)),
};

const loaded = new Map<Locale, TranslationMessages>();
const loading = new Map<Locale, Promise<TranslationMessages>>();

/** The messages of a language, loading them once. */
export const loadMessages = (locale: Locale): Promise<TranslationMessages> => {
  const ready = loaded.get(locale);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(locale);
  if (!pending) {
    pending = LOADERS[locale]().then((messages) => {
      loaded.set(locale, messages);
      return messages;
    });
    loading.set(locale, pending);
  }
  return pending;
};

/** The messages of a language already loaded, or the promise of them (react-admin takes either). */
export const messagesOf = (locale: Locale): TranslationMessages | Promise<TranslationMessages> => loaded.get(locale) ?? loadMessages(locale);
