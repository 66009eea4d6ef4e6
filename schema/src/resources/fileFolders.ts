import { defineResource, f } from '../index';

// The folders of the files library (a folder may sit in another).
export const fileFolders = defineResource({
  name: 'fileFolders',
  route: '/Supports/FilesLibrary/folders',
  menu: { group: 'internalOps', icon: 'Folder', order: 53, sidebar: false },
  recordRepresentation: 'name',
  fields: {
    name: f.text({ required: true, maxLength: 120, search: true }),
    nameAr: f.text({ required: true, maxLength: 120, search: true }),
    parentId: f.reference('fileFolders'),
    description: f.text({ maxLength: 300 }),
  },
  list: { columns: ['nameAr', 'name', 'parentId'], sort: ['name', 'ASC'] },
  filters: { parentId: {} },
  uniqueTogether: [['parentId', 'name']],
  access: { member: ['list', 'show'], cashier: ['list', 'show'] },
});
