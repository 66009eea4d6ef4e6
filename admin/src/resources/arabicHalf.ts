import type { RaRecord } from 'react-admin';

/**
 * Which half of a name kept in two scripts (`fullName` and `fullNameAr`) a screen shows: the Arabic
 * one on an Arabic screen when it holds a name, else the field itself.
 */
export const shownHalfOf = (record: RaRecord | undefined, field: string, arabicScreen: boolean): string => {
  const arabic = record?.[`${field}Ar`];
  return arabicScreen && typeof arabic === 'string' && arabic.trim() ? `${field}Ar` : field;
};
