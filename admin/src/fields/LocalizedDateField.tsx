import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useFormats } from '../i18n/useFormats';

/**
 * A date, or a date and time to the minute (seconds are noise on a back-office screen), written the
 * screen language's one way; with the Hijri date after it where the schema marks the field `hijri`
 * (or on every date, as the display settings may say).
 */
export const LocalizedDateField = ({ source, showTime, hijri }: { source: string; showTime?: boolean; hijri?: boolean; sortable?: boolean; label?: string }) => {
  const record = useRecordContext();
  const formats = useFormats();
  const value = record?.[source];
  if (value === null || value === undefined || value === '') return null;
  return (
    <Typography component="span" variant="body2">
      {showTime ? formats.dateTime(value) : formats.date(value)}
      {(hijri || formats.hijriEverywhere) && (
        <Typography component="span" variant="body2" color="text.secondary" className="hijri-date">
          {' '}
          <bdi>({formats.hijriDate(value)})</bdi>
        </Typography>
      )}
    </Typography>
  );
};
