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
    // `read`: a confidential record (auditReads) was read; `restore`: brought back from the trash.
    action: f.enum(['create', 'update', 'delete', 'restore', 'read'], { required: true }),
    /** The API name of the resource written. */
    resource: f.text({ required: true, maxLength: 64 }),
    recordId: f.text({ required: true, maxLength: 36 }),
    /** { field: { old, new } }; secret fields always '***'. */
    changes: f.json({ required: true }),
    /** The record's representation at the time of the write. */
    summary: f.text({ maxLength: 255, search: true }),
    // An effect of another write (an invoice paid by a receipt) or of a scheduled job: what caused it.
    causeResource: f.text({ maxLength: 64 }),
    causeRecordId: f.text({ maxLength: 36 }),
    /** create, update, delete, a record action's name or a scheduled job's. */
    causeAction: f.text({ maxLength: 64 }),
    // An anonymous write (a vote in an anonymous poll, an anonymous complaint's): nobody is named, by design.
    anonymous: f.boolean(),
  },
  // The record column names it by its summary (admin/src/overrides/auditLogs/fields/recordId.tsx).
  list: { columns: ['createdAt', 'actorId', 'action', 'resource', 'recordId'], sort: ['createdAt', 'DESC'] },
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
