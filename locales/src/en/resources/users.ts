import type { users } from '@club/schema/resources/users';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof users>({
  name: 'User |||| Users',
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    firstNameAr: 'First name in Arabic',
    lastNameAr: 'Last name in Arabic',
    username: 'Username',
    email: 'Email',
    phone: 'Phone',
    password: 'Password',
    roleId: 'Role',
    status: 'Status',
    description: 'Description',
    photo: 'Photo',
    preferences: 'Preferences',
  },
  enums: {
    status: { active: 'Active', inactive: 'Inactive', invited: 'Invited', suspended: 'Suspended' },
  },
});
