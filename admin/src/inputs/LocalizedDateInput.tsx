import { DateInput, useLocaleState, type DateInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useFormats } from '../i18n/useFormats';

/**
 * A day picked with the browser's own date control, which writes the day as the browser's
 * language does, not the screen's: under it, the day as the screen writes it (with its Hijri day
 * where the schema marks the field, or everywhere if the display settings say so).
 */
export const LocalizedDateInput = ({ hijri, ...props }: DateInputProps & { source: string; hijri?: boolean }) => {
  const [locale] = useLocaleState();
  const formats = useFormats();
  const value: unknown = useWatch({ name: props.source });
  const day = typeof value === 'string' && value ? value : undefined;
  const hint = day ? (
    <bdi className="date-input-hint">
      {formats.date(day)}
      {(hijri || formats.hijriEverywhere) && ` (${formats.hijriDate(day)})`}
    </bdi>
  ) : undefined;
  return <DateInput {...props} helperText={hint ?? props.helperText} slotProps={{ htmlInput: { lang: locale, dir: locale === 'ar' ? 'rtl' : 'ltr' } }} />;
};
