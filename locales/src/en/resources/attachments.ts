import type { attachments } from '@club/schema/resources/attachments';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof attachments>({
  name: 'Attachment |||| Attachments',
  fields: {
    fileName: 'File name',
    file: 'File',
    mediaType: 'Type',
    sizeBytes: 'Size (bytes)',
    resource: 'Record type',
    field: 'Field',
    recordId: 'Record',
    uploadedById: 'Uploaded by',
    uploadedAt: 'Uploaded at',
  },
});
