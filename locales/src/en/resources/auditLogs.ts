import type { auditLogs } from '@club/schema/resources/auditLogs';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof auditLogs>({
  name: 'Audit entry |||| Audit log',
  fields: {
    actorId: 'User',
    action: 'Action',
    resource: 'Resource',
    recordId: 'Record',
    changes: 'Changes',
    summary: 'Its name when written',
    causeResource: 'Caused by',
    causeRecordId: 'Causing record ID',
    causeAction: 'Causing action',
    anonymous: 'Anonymous',
    createdAt: 'When',
  },
  enums: {
    action: { create: 'Created', update: 'Updated', delete: 'Deleted', restore: 'Restored', read: 'Viewed' },
  },
});
