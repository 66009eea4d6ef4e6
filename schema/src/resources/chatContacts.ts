import { defineResource, f } from '../index';

// The people one can chat with: every staff account (not the parents of the portal), its name and
// what it does, kept by the server as users change. Lets everyone on the staff find a colleague
// without reading the users' page (their roles, contacts and settings stay behind it).
export const chatContacts = defineResource({
  name: 'chatContacts',
  route: '/chats/people',
  menu: { group: 'internalOps', icon: 'Chat', order: 64, sidebar: false },
  recordRepresentation: 'name',
  readOnly: true,
  fields: {
    userId: f.reference('users', { required: true, unique: true, onDelete: 'keep' }),
    name: f.text({ required: true, maxLength: 170, search: true }),
    description: f.text({ maxLength: 255 }),
    active: f.boolean({ required: true }),
  },
  list: { columns: ['name', 'description', 'active'], sort: ['name', 'ASC'] },
  filters: { active: { alwaysOn: true }, userId: { ops: ['eq', 'in'] } },
  access: { manager: ['list', 'show'], cashier: ['list', 'show'], member: ['list', 'show'] },
});
