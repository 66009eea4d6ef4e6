import { useLocaleState } from 'react-admin';
import { usePreferences } from '../preferences/usePreferences';
import { formatsOf, type Formats } from './formats';

/** The screen language's one way of writing dates and numbers, with the person's display settings (see formats.ts). */
export const useFormats = (): Formats => {
  const [locale] = useLocaleState();
  const { dateDisplay } = usePreferences();
  return formatsOf(locale, dateDisplay);
};
