import { FILE_TYPE_FAMILIES } from '@club/schema';

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
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint (.pptx)',
  'application/vnd.ms-powerpoint': 'PowerPoint (.ppt)',
  'application/vnd.oasis.opendocument.text': 'OpenDocument (.odt)',
  'application/vnd.oasis.opendocument.spreadsheet': 'OpenDocument (.ods)',
  'application/vnd.oasis.opendocument.presentation': 'OpenDocument (.odp)',
  'application/zip': 'ZIP',
  'text/plain': 'TXT',
  'text/csv': 'CSV',
  'text/markdown': 'Markdown',
};

const FAMILIES = new Set<string>(FILE_TYPE_FAMILIES);

/** "PDF, images, Word (.docx)" for the field's accepted types. */
export const typeNames = (types: readonly string[], translate: (key: string) => string): string =>
  types
    .map((type) => {
      const [family, subtype] = type.split('/');
      if (subtype === '*' && family && FAMILIES.has(family)) return translate(`app.files.families.${family}`);
      return KNOWN[type] ?? (subtype ?? type).toUpperCase();
    })
    .join(translate('app.files.separator'));
