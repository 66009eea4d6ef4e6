import type { RaRecord } from 'react-admin';

/** A bilingual field in the reader's language: `{field}Ar` in Arabic when it has one, else `{field}`. */
export const inLanguage = (record: RaRecord, field: string, locale: string): string =>
  String((locale === 'ar' && record[`${field}Ar`]) || record[field] || '');
