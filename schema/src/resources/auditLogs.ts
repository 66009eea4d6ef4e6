import { defineResource, f } from '../index';

// The audit trail: one row per create, update and delete through the API, written by the server
// in the write's own transaction. Clients only read it: the global log, or one record's history
// with the filter {"resource":"tasks","recordId":"…"}.
export const auditLogs = defineResource({
  name: 'auditLogs',
  route: '/AuditLog',
  menu: { group: 'systemSections', icon: 'Policy' },
  recordRepresentation: 'summary',
  readOnly: true,
  fields: {
    // Null for system writes (demo data, start-up); kept when the user is deleted later.
    actorId: f.reference('users', { onDelete: 'keep' }),
    // `read`: a confidential record (auditReads) was read.
    action: f.enum(['create', 'update', 'delete', 'read'], { required: true }),
    /** The API name of the resource written. */
    resource: f.text({ required: true, maxLength: 64 }),
    recordId: f.text({ required: true, maxLength: 36 }),
    /** { field: { old, new } }; secret fields always '***'. */
    changes: f.json({ required: true }),
    /** The record's representation at the time of the write. */
    summary: f.text({ maxLength: 255, search: true }),
  },
  list: { columns: ['createdAt', 'actorId', 'action', 'resource', 'recordId', 'summary'], sort: ['createdAt', 'DESC'] },
  filters: {
    resource: { alwaysOn: true },
    recordId: { ops: ['eq', 'in'] },
    actorId: {},
    action: { alwaysOn: true },
    createdAt: { ops: ['gte', 'lte'] },
  },
  // One record's history and one resource's log, newest first, straight from an index.
  indexes: [
    ['recordId', 'createdAt', 'id'],
    ['resource', 'createdAt', 'id'],
  ],
});
