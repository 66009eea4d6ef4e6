import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useFormats } from '../i18n/useFormats';

/** A date, or a date and time to the minute (seconds are noise on a back-office screen), written the screen language's one way. */
export const LocalizedDateField = ({ source, showTime }: { source: string; showTime?: boolean; sortable?: boolean; label?: string }) => {
  const record = useRecordContext();
  const formats = useFormats();
  const value = record?.[source];
  if (value === null || value === undefined || value === '') return null;
  return (
    <Typography component="span" variant="body2">
      {showTime ? formats.dateTime(value) : formats.date(value)}
    </Typography>
  );
};
