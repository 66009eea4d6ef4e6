import { imports as ar } from './ar/imports';
import { imports as en } from './en/imports';

/** The import texts of both languages, for the API (which reads no Vite glob) and the admin alike. */
export const importTexts = { en, ar };
