import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { LOCALES, type Locale } from '../preferences/direction';
import { withApiResourceKeys } from './apiResourceKeys';
import { AVAILABLE_LOCALES } from './availableLocales';
import { messagesOf } from './messages';

const supported = (locale: string): Locale => ((LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : 'en');

/** The initial language's messages must be loaded first (see loadMessages); the other loads when switched to. */
export const createI18nProvider = (initialLocale: Locale): I18nProvider =>
  withApiResourceKeys(
    polyglotI18nProvider((locale) => messagesOf(supported(locale)), initialLocale, AVAILABLE_LOCALES, { allowMissing: true }),
  );
