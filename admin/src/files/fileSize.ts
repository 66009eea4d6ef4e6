import { formatTagOf } from '../i18n/formats';

/** A size in the reader's language and chosen digits: "2 MB", «2 م.ب» or «٢ م.ب». */
export const formatFileSize = (bytes: number, locale: string): string => {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return new Intl.NumberFormat(formatTagOf(locale), { style: 'unit', unit: units[unit], unitDisplay: 'short', maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
};
