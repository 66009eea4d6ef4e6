import type { chatContacts } from '@club/schema/resources/chatContacts';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof chatContacts>({
  name: 'Colleague |||| Colleagues',
  fields: {
    userId: 'User',
    name: 'Name',
    description: 'Works as',
    active: 'Active',
  },
});
