/** Media types as people know them; a family ('image/*') is a word of the screen's language. */
const KNOWN: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'application/msword': 'Word (.doc)',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word (.docx)',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel (.xlsx)',
  'application/vnd.ms-excel': 'Excel (.xls)',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'text/plain': 'TXT',
  'text/csv': 'CSV',
};

const FAMILIES = new Set(['image', 'audio', 'video', 'text']);

/** "PDF, images, Word (.docx)" for the field's accepted types. */
export const typeNames = (types: readonly string[], translate: (key: string) => string): string =>
  types
    .map((type) => {
      const [family, subtype] = type.split('/');
      if (subtype === '*' && family && FAMILIES.has(family)) return translate(`app.files.families.${family}`);
      return KNOWN[type] ?? (subtype ?? type).toUpperCase();
    })
    .join(translate('app.files.separator'));
