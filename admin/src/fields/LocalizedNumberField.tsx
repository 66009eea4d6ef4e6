import { NumberField, useLocaleState, type NumberFieldProps } from 'react-admin';

/** A NumberField formatted for the current language. */
export const LocalizedNumberField = (props: NumberFieldProps) => {
  const [locale] = useLocaleState();
  return <NumberField locales={locale} {...props} />;
};
