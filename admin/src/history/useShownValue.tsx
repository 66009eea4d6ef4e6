import { registry } from '@club/schema/browser';
import type { ReactNode } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { enumValueKey } from '../i18n/keys';
import { changeText } from './changeText';
import { ReferenceValue } from './ReferenceValue';
import { useFormats } from '../i18n/useFormats';

const namesOf = (value: unknown): string =>
  [value]
    .flat()
    .map((file) => (typeof file === 'object' && file !== null ? String((file as { name?: unknown }).name ?? '') : ''))
    .filter(Boolean)
    .join(', ');

/**
 * How a field's value reads in a history entry or a deleted record: enum labels, the records
 * references name, file names, yes or no, numbers, amounts and dates in the reader's language;
 * a structured value (an approval trail) is named, not dumped.
 */
export const useShownValue = (apiName: string) => {
  const translate = useTranslate();
  const locale = useLocale();
  const fields = registry.get(apiName)?.fields ?? {};
  const formats = useFormats();
  return (field: string, value: unknown): ReactNode => {
    const definition = fields[field];
    if (value === null || value === undefined || value === '' || !definition) return changeText(value);
    if ('opaque' in definition && definition.opaque) return translate('app.history.structured');
    switch (definition.kind) {
      case 'enum':
      case 'multiEnum':
        return [value].flat().map((item) => translate(enumValueKey(apiName, field, String(item)), { _: String(item) })).join(locale === 'ar' ? '، ' : ', ');
      case 'reference':
      case 'referenceMany':
        return <ReferenceValue target={definition.target} value={value} />;
      case 'json':
        return translate('app.history.structured');
      case 'file':
      case 'files':
        return namesOf(value) || '—';
      case 'boolean':
        return translate(value ? 'app.history.yes' : 'app.history.no');
      case 'money':
        return formats.number(Number(value), { style: 'currency', currency: 'SAR' });
      case 'integer':
      case 'decimal':
        return formats.number(Number(value), definition.grouping === false ? { useGrouping: false } : {});
      case 'date':
        return formats.date(String(value));
      case 'datetime':
        return formats.dateTime(value);
      default:
        return changeText(value);
    }
  };
};
