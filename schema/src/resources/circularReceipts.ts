import { defineResource, f } from '../index';

// Who read a circular and when (SPEC §2 /hr/Circulars: read receipts): written by the server when
// a reader acknowledges a published circular, once per reader; nobody edits them.
export const circularReceipts = defineResource({
  name: 'circularReceipts',
  route: '/hr/Circulars/receipts',
  menu: { group: 'hr', icon: 'TaskAlt', order: 71, sidebar: false },
  recordRepresentation: 'readerName',
  readOnly: true,
  fields: {
    bulletinId: f.reference('internalBulletins', { required: true }),
    userId: f.reference('users', { required: true }),
    employeeId: f.reference('employees'),
    departmentId: f.reference('departments'),
    // The reader's name as it was when they read it.
    readerName: f.text({ required: true, maxLength: 255, search: true }),
    readAt: f.datetime({ required: true }),
  },
  list: { columns: ['bulletinId', 'readerName', 'departmentId', 'readAt'], sort: ['readAt', 'DESC'] },
  filters: { bulletinId: { alwaysOn: true }, departmentId: { alwaysOn: true }, readAt: { ops: ['gte', 'lte'] } },
});
