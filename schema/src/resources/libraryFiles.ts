import { defineResource, f, SHARED_FILE_TYPES } from '../index';

// The files library (SPEC §2 /Supports/FilesLibrary/): documents kept in folders with tags. Each
// is private (its uploader only), for a department (its members) or for everyone who may open the
// library; a reader never sees, finds or downloads a file outside that.
export const libraryFiles = defineResource({
  name: 'libraryFiles',
  route: '/Supports/FilesLibrary',
  menu: { group: 'internalOps', icon: 'Folder', order: 52 },
  recordRepresentation: 'title',
  fields: {
    title: f.text({ required: true, maxLength: 200, search: true }),
    // Documents, images, spreadsheets, presentations, text and zip archives: never programs.
    file: f.file({ required: true, maxSize: 20 * 1024 * 1024, types: SHARED_FILE_TYPES }),
    folderId: f.reference('fileFolders'),
    description: f.text({ maxLength: 500 }),
    tags: f.text({ maxLength: 200, search: true }),
    visibility: f.enum(['private', 'department', 'everyone'], { required: true, default: 'everyone' }),
    departmentId: f.reference('departments'),
    uploadedById: f.reference('users', { readOnly: true }),
  },
  list: { columns: ['title', 'folderId', 'tags', 'visibility', 'departmentId', 'uploadedById', 'createdAt'], sort: ['createdAt', 'DESC'] },
  filters: { folderId: { alwaysOn: true }, visibility: { alwaysOn: true }, departmentId: {}, uploadedById: {} },
  access: { member: ['list', 'show', 'create'], cashier: ['list', 'show', 'create'] },
  checks: {
    // A department's file names it: the uploader's own department when none is given (the override).
    departmentNamed: { kind: 'override', field: 'departmentId' },
    departmentOnly: { kind: 'absent', field: 'departmentId', when: { visibility: ['private', 'everyone'] }, clear: true },
  },
});
