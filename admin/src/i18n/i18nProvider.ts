import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import type { Locale } from '../preferences/direction';
import { withApiResourceKeys } from './apiResourceKeys';
import { AVAILABLE_LOCALES } from './availableLocales';
import { MESSAGES } from './messages';

const messagesOf = (locale: string) => MESSAGES[locale as Locale] ?? MESSAGES.en;

export const createI18nProvider = (initialLocale: Locale): I18nProvider =>
  withApiResourceKeys(polyglotI18nProvider(messagesOf, initialLocale, AVAILABLE_LOCALES, { allowMissing: true }));
