import { documents as ar } from './ar/documents';
import { documents as en } from './en/documents';

/** A document's words in both languages: the API draws the PDF in both, the admin shows the page. */
export const documentTexts = { en, ar };
