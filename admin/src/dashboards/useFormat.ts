import { useTranslate } from 'react-admin';
import { enumValueKey } from '../i18n/keys';
import { resourceNameFor } from '../resources/names';
import { useFormats } from '../i18n/useFormats';

/** Numbers, dates and enum values of a dashboard in the reader's language (the digits of the display settings, as the rest of the admin). */
export const useFormat = () => {
  const translate = useTranslate();
  const formats = useFormats();
  const { tag } = formats;
  const number = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
  const month = new Intl.DateTimeFormat(tag, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const day = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const enumLabel = (resource: string, field: string, value: string) => translate(enumValueKey(resourceNameFor(resource), field, value), { _: value });
  /** A value of a field by its kind. */
  const value = (resource: string, field: string, kind: string, raw: unknown): string => {
    if (raw === null || raw === undefined || raw === '') return '—';
    if (kind === 'datetime') return formats.dateTime(raw);
    if (kind === 'date') return formats.date(String(raw).slice(0, 10));
    if (kind === 'enum') return enumLabel(resource, field, String(raw));
    if (kind === 'integer' || kind === 'number' || kind === 'money' || kind === 'decimal') return number.format(Number(raw));
    return String(raw);
  };
  /**
   * A chart's category: a record's name (a neutral word for one the reader may not read: never its
   * id), an enum's label, or a day, week or month.
   */
  const category = (resource: string, by: { field: string; unit: string | null }, key: string, labels?: Record<string, string>) =>
    labels ? labels[key] || translate(key ? 'app.dashboard.notShown' : 'app.dashboard.none') : by.unit === 'month' ? month.format(new Date(`${key}T00:00:00Z`)) : by.unit ? day.format(new Date(`${key}T00:00:00Z`)) : enumLabel(resource, by.field, key);
  return { number, value, category, translate };
};
