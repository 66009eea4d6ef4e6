import { TextField, useLocale, useRecordContext } from 'react-admin';
import { shownHalfOf } from '../resources/arabicHalf';

/**
 * A name kept in two scripts (`fullName` and `fullNameAr`) as one column: the screen's language's,
 * the other when that one is empty; sorted by the one it shows (an Arabic list in Arabic order).
 */
export const BilingualTextField = ({ source }: { source: string; sortable?: boolean; sortBy?: string; label?: string }) => {
  const record = useRecordContext();
  const locale = useLocale();
  return <TextField source={shownHalfOf(record, source, locale === 'ar')} dir="auto" />;
};
