import type { trashedRecords } from '@club/schema/resources/trashedRecords';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof trashedRecords>({
  name: 'Deleted record |||| Trash',
  fields: {
    resource: 'Record type',
    recordId: 'Deleted record',
    summary: 'Record',
    record: 'Fields',
    lines: 'Lines',
    lineCount: 'Lines',
    fileCount: 'Files',
    deletedById: 'Deleted by',
    purgeAt: 'Deleted for good on',
    createdAt: 'Deleted at',
  },
  actions: { restore: 'Restore' },
});
