import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale({
  name: 'Audit entry |||| Audit log',
  fields: {
    id: 'ID',
    actorId: 'User',
    action: 'Action',
    resource: 'Resource',
    recordId: 'Record ID',
    changes: 'Changes',
    summary: 'Record',
    createdAt: 'When',
    updatedAt: 'Updated at',
    version: 'Version',
  },
  enums: {
    action: { create: 'Created', update: 'Updated', delete: 'Deleted' },
  },
});
