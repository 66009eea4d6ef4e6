import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import type { RecordSearch } from './useRecordSearch';

/**
 * The record search's progress, said politely to screen readers and shown under the list:
 * "Searching records…", then how many were found or "No records found". The live region is
 * always there (a region added with its text is not announced).
 */
export const RecordSearchStatus = ({ search }: { search: RecordSearch }) => {
  const translate = useTranslate();
  const count = search.status === 'done' ? search.found.reduce((sum, { records }) => sum + records.length, 0) : 0;
  const text =
    search.status === 'searching'
      ? translate('app.palette.searching')
      : search.status === 'done'
        ? count === 0
          ? translate('app.palette.noRecords')
          : translate('app.palette.recordsFound', { smart_count: count })
        : '';
  return (
    <Box role="status" aria-live="polite" className="palette-status">
      {text}
    </Box>
  );
};
