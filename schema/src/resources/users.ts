import { defineResource, f } from '../index';

export const users = defineResource({
  name: 'users',
  route: '/users',
  menu: { group: 'users', icon: 'People' },
  recordRepresentation: ['firstName', 'lastName'],
  fields: {
    firstName: f.text({ required: true, maxLength: 80, search: true }),
    lastName: f.text({ required: true, maxLength: 80, search: true }),
    username: f.text({ required: true, unique: true, minLength: 3, maxLength: 40, pattern: '^[a-z0-9._-]+$', search: true }),
    email: f.email({ required: true, unique: true, search: true }),
    phone: f.phone({ pattern: '^\\+?[0-9 ()-]{7,20}$' }),
    password: f.password({ minLength: 8, maxLength: 256 }),
    role: f.enum(['superadmin', 'admin', 'manager', 'cashier'], { required: true, default: 'cashier' }),
    status: f.enum(['active', 'inactive', 'invited', 'suspended'], { required: true, default: 'active' }),
    description: f.longText({ maxLength: 1000 }),
  },
  list: { columns: ['firstName', 'lastName', 'username', 'email', 'role', 'status'], sort: ['firstName', 'ASC'] },
  filters: { status: { alwaysOn: true }, role: { alwaysOn: true }, username: {} },
});
