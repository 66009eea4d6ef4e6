import { useLocaleState } from 'react-admin';
import { formatsOf, type Formats } from './formats';

/** The screen language's one way of writing dates (see formats.ts). */
export const useFormats = (): Formats => {
  const [locale] = useLocaleState();
  return formatsOf(locale);
};
