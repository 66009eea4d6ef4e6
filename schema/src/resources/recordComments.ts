import { defineResource, f, SHARED_FILE_TYPES } from '../index';

// A discussion on any record (issue 49): each comment names its record by resource and id, is
// written by its author alone (edits and deletes too, the server checks) through the engine, so
// the audit trail keeps every one, and is read only with its record (GET /api/{resource}/{id}/comments,
// under the record's own read rules). Its mentions are colleagues who may read the record.
export const recordComments = defineResource({
  name: 'recordComments',
  route: '/RecordComments',
  menu: { group: 'systemSections', icon: 'Chat', order: 40, sidebar: false },
  recordRepresentation: 'body',
  fields: {
    resource: f.text({ required: true, maxLength: 64 }),
    recordId: f.text({ required: true, maxLength: 36 }),
    // The writer, set by the server; kept as history when the user is deleted.
    authorId: f.reference('users', { readOnly: true, onDelete: 'keep' }),
    body: f.longText({ required: true, maxLength: 4000, search: true }),
    mentionIds: f.referenceMany('users'),
    attachments: f.files({ types: SHARED_FILE_TYPES, maxFiles: 5 }),
    editedAt: f.datetime({ readOnly: true }),
  },
  list: { columns: ['createdAt', 'resource', 'authorId', 'body', 'editedAt'], sort: ['createdAt', 'DESC'] },
  filters: { resource: {}, recordId: {}, authorId: {} },
  indexes: [['resource', 'recordId', 'createdAt']],
  // Its files and its live changes are judged by the record it is on.
  aboutRecord: { resource: 'resource', id: 'recordId' },
  // Read through the record's thread; the list itself is the top role's only (and the server checks each row's record).
  access: { admin: [], manager: [], cashier: [], member: [], parent: [] },
});
