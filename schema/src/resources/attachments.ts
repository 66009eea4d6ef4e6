import { defineResource, f } from '../index';

// Every file attached to a record (SPEC §2 /Attachments): which record and field holds it, who
// uploaded it and when. Kept by the server as records take and let go of files; a reader sees only
// the files of records they may open, and opening one goes to its record.
export const attachments = defineResource({
  name: 'attachments',
  route: '/Attachments',
  menu: { group: 'systemSections', icon: 'AttachFile', order: 40 },
  recordRepresentation: 'fileName',
  readOnly: true,
  fields: {
    fileName: f.text({ required: true, maxLength: 255, search: true }),
    file: f.file({ readOnly: true }),
    mediaType: f.text({ required: true, maxLength: 127 }),
    sizeBytes: f.integer({ required: true, min: 0 }),
    // The API name of the record's resource, and the field holding the file.
    resource: f.text({ required: true, maxLength: 64 }),
    field: f.text({ required: true, maxLength: 64 }),
    recordId: f.text({ required: true, maxLength: 36 }),
    uploadedById: f.reference('users', { onDelete: 'keep' }),
    uploadedAt: f.datetime({ required: true }),
  },
  list: { columns: ['fileName', 'resource', 'recordId', 'mediaType', 'sizeBytes', 'uploadedById', 'uploadedAt'], sort: ['uploadedAt', 'DESC'] },
  filters: { resource: { alwaysOn: true }, recordId: { ops: ['eq', 'in'] }, uploadedById: {}, uploadedAt: { ops: ['gte', 'lte'] } },
  indexes: [['resource', 'uploadedAt'], ['recordId', 'uploadedAt']],
});
