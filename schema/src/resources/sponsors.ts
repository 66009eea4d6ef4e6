import { defineResource, f } from '../index';

export const sponsors = defineResource({
  name: 'sponsors',
  route: '/Sponsors',
  menu: { group: 'financialAdmin', icon: 'Handshake' },
  recordRepresentation: 'name',
  fields: {
    name: f.text({ required: true, maxLength: 160, search: true }),
    tier: f.enum(['platinum', 'gold', 'silver', 'bronze', 'partner'], { required: true }),
    sector: f.enum(['telecom', 'banking', 'energy', 'automotive', 'aviation', 'retail', 'food', 'healthcare', 'realEstate', 'media', 'technology', 'government', 'other'], { required: true }),
    /** Saudi commercial registration (السجل التجاري): 10 digits. */
    crNumber: f.text({ unique: true, pattern: '^[0-9]{10}$', maxLength: 10, search: true }),
    contactPerson: f.text({ maxLength: 120, search: true }),
    email: f.email({ search: true }),
    phone: f.phone({ pattern: '^\\+?[0-9 ()-]{7,20}$' }),
    website: f.url({ maxLength: 500 }),
    status: f.enum(['active', 'prospect', 'expired'], { required: true, default: 'prospect' }),
    notes: f.longText({ maxLength: 2000 }),
  },
  list: { columns: ['name', 'tier', 'sector', 'contactPerson', 'phone', 'status'], sort: ['name', 'ASC'] },
  filters: { tier: { alwaysOn: true }, status: { alwaysOn: true }, sector: {}, createdAt: { ops: ['gte', 'lte'] } },
});
