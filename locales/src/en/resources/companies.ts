import type { companies } from '@club/schema/resources/companies';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof companies>({
  name: 'Company |||| Companies',
  fields: {
    name: 'Name (English)',
    nameAr: 'Name (Arabic)',
    type: 'Relationship',
    crNumber: 'Commercial registration (CR)',
    vatNumber: 'VAT number',
    city: 'City',
    address: 'Address',
    contactName: 'Contact person',
    phone: 'Phone',
    email: 'Email',
    website: 'Website',
    iban: 'IBAN',
    paymentTermsDays: 'Payment terms (days)',
    isActive: 'Active',
    notes: 'Notes',
  },
  enums: { type: { customer: 'Customer', supplier: 'Supplier', sponsor: 'Sponsor', partner: 'Partner', lawFirm: 'Law firm' } },
});
