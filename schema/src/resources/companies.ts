import { CR_NUMBER_PATTERN, defineResource, f, PHONE_PATTERN, SAUDI_IBAN_PATTERN, VAT_NUMBER_PATTERN } from '../index';

// The companies the club deals with (SPEC §2 /companies): customers it invoices, suppliers it
// pays, sponsors, partners and the law firms that represent it, each with its commercial
// registration (10 digits) and VAT number (15, first and last a 3), both unique.
export const companies = defineResource({
  name: 'companies',
  route: '/companies',
  menu: { group: 'financialAdmin', icon: 'Business', order: 5 },
  recordRepresentation: 'name',
  fields: {
    name: f.text({ required: true, maxLength: 160, search: true }),
    nameAr: f.text({ required: true, maxLength: 160, search: true }),
    type: f.enum(['customer', 'supplier', 'sponsor', 'partner', 'lawFirm'], { required: true, default: 'customer' }),
    crNumber: f.text({ required: true, unique: true, maxLength: 10, pattern: CR_NUMBER_PATTERN, search: true }),
    vatNumber: f.text({ unique: true, maxLength: 15, pattern: VAT_NUMBER_PATTERN, search: true }),
    city: f.text({ maxLength: 80 }),
    address: f.text({ maxLength: 300 }),
    contactName: f.text({ maxLength: 120 }),
    phone: f.phone({ pattern: PHONE_PATTERN }),
    email: f.email(),
    website: f.url(),
    iban: f.text({ maxLength: 24, pattern: SAUDI_IBAN_PATTERN }),
    // Days the club gives a customer, or a supplier gives the club, to pay.
    paymentTermsDays: f.integer({ min: 0, max: 365, default: 30 }),
    isActive: f.boolean({ default: true }),
    notes: f.longText({ maxLength: 2000 }),
  },
  list: { columns: ['name', 'nameAr', 'type', 'crNumber', 'vatNumber', 'city', 'isActive'], sort: ['name', 'ASC'] },
  filters: { type: { alwaysOn: true }, isActive: {}, city: { ops: ['eq'] } },
});
