import type { correspondenceParties } from '@club/schema/resources/correspondenceParties';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof correspondenceParties>({
  name: 'Correspondence party |||| Correspondence parties',
  fields: { name: 'Name', nameAr: 'Arabic name', kind: 'Kind', email: 'Email', phone: 'Phone', address: 'Address', active: 'Active' },
  enums: {
    kind: { government: 'Government body', federation: 'Federation or league', company: 'Company', club: 'Club', school: 'School', individual: 'Individual', other: 'Other' },
  },
});
