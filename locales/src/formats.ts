import { formats as ar } from './ar/formats';
import { formats as en } from './en/formats';

/** The format messages of both languages, for the API (which reads no Vite glob) and the admin alike. */
export const formatTexts = { en, ar };
