import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale({
  name: 'User |||| Users',
  fields: {
    id: 'ID',
    firstName: 'First name',
    lastName: 'Last name',
    username: 'Username',
    email: 'Email',
    phone: 'Phone',
    password: 'Password',
    role: 'Role',
    status: 'Status',
    description: 'Description',
    createdAt: 'Created at',
    updatedAt: 'Updated at',
    version: 'Version',
  },
  enums: {
    role: { superadmin: 'Super Admin', admin: 'Admin', manager: 'Manager', cashier: 'Cashier' },
    status: { active: 'Active', inactive: 'Inactive', invited: 'Invited', suspended: 'Suspended' },
  },
});
