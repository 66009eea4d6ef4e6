import { TextField, useLocale, useRecordContext } from 'react-admin';

/**
 * A name kept in two scripts (`fullName` and `fullNameAr`) as one column: the screen's language's,
 * the other when that one is empty; sorted by the one it shows (an Arabic list in Arabic order).
 */
export const BilingualTextField = ({ source }: { source: string; sortable?: boolean; sortBy?: string; label?: string }) => {
  const record = useRecordContext();
  const locale = useLocale();
  const arabic = record?.[`${source}Ar`];
  const shown = locale === 'ar' && typeof arabic === 'string' && arabic.trim() ? `${source}Ar` : source;
  return <TextField source={shown} dir="auto" />;
};
