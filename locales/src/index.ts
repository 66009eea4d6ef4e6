import { ar } from './ar';
import { en } from './en';

export type Locale = 'en' | 'ar';

export const locales = { en, ar } satisfies Record<Locale, unknown>;

export { ar, en };
export * from './types';
