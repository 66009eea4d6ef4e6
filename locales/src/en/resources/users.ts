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
    roleId: 'Role',
    status: 'Status',
    description: 'Description',
    preferences: 'Preferences',
    createdAt: 'Created at',
    updatedAt: 'Updated at',
    version: 'Version',
  },
  enums: {
    status: { active: 'Active', inactive: 'Inactive', invited: 'Invited', suspended: 'Suspended' },
  },
});
