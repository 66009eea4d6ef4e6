import { DateField, useLocaleState, type DateFieldProps } from 'react-admin';

/** Date and time to the minute; seconds are noise on a back-office screen. */
const DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** A DateField formatted for the current language. */
export const LocalizedDateField = (props: DateFieldProps) => {
  const [locale] = useLocaleState();
  return <DateField locales={locale} options={props.showTime ? DATE_TIME : undefined} {...props} />;
};
