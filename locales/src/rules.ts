import { rules as ar } from './ar/rules';
import { rules as en } from './en/rules';

/** The rule texts of both languages, for the API (which reads no Vite glob) and the admin alike. */
export const ruleTexts = { en, ar };
