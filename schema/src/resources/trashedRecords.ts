import { defineResource, f } from '../index';

// The trash: a deleted record, with its lines and files, kept for a while (TRASH_DAYS, 30 by
// default) and then purged. The record is gone from its table, so lists, references, exports,
// search, dashboards and unique checks never see it; whoever may delete records of its resource
// sees its entry here and may restore it whole (api/src/trash/). Written by the server only.
export const trashedRecords = defineResource({
  name: 'trashedRecords',
  route: '/Trash',
  menu: { group: 'systemSections', icon: 'RestoreFromTrash', order: 45 },
  recordRepresentation: 'summary',
  readOnly: true,
  fields: {
    /** The API name of the deleted record's resource. */
    resource: f.text({ required: true, maxLength: 64 }),
    recordId: f.text({ required: true, maxLength: 36 }),
    /** The record's representation when it was deleted. */
    summary: f.text({ maxLength: 255, search: true }),
    /** The record as it was (its secrets never kept): what a restore writes back. */
    record: f.json({ required: true }),
    /** Its lines, by their key in the record ({ items: [...] }). */
    lines: f.json(),
    /** How many lines and files went with it, for the list. */
    lineCount: f.integer({ required: true, min: 0 }),
    fileCount: f.integer({ required: true, min: 0 }),
    deletedById: f.reference('users', { onDelete: 'keep' }),
    /** When the purge takes it for good, files and all. */
    purgeAt: f.datetime({ required: true }),
  },
  list: { columns: ['summary', 'resource', 'createdAt', 'deletedById', 'lineCount', 'fileCount', 'purgeAt'], sort: ['createdAt', 'DESC'] },
  filters: { resource: { alwaysOn: true }, recordId: { ops: ['eq', 'in'] }, deletedById: {}, createdAt: { ops: ['gte', 'lte'] } },
  indexes: [['resource', 'createdAt', 'id'], ['recordId'], ['purgeAt']],
  // A page of the permission matrix like any other (administrators' by default): give it to a role
  // that may delete; its entries are only those of the kinds of record the role may delete.
  actions: { restore: { permission: 'show', bulk: true } },
});
