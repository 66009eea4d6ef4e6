import type { fileFolders } from '@club/schema/resources/fileFolders';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof fileFolders>({
  name: 'Folder |||| Folders',
  fields: {
    name: 'Name (English)',
    nameAr: 'Name (Arabic)',
    parentId: 'Inside folder',
    description: 'Description',
  },
});
