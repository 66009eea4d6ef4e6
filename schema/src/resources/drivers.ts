import { defineResource, f, PERSONAL_IDENTIFIERS, PERSONAL_CONTACTS } from '../index';

// The club's bus drivers (SPEC §2 list screen "Drivers"): who may drive which vehicles, and until
// when; a driver on the staff is linked to their employee record.
export const drivers = defineResource({
  name: 'drivers',
  route: '/Drivers',
  menu: { group: 'internalOps', icon: 'DirectionsBus', order: 41 },
  recordRepresentation: 'fullName',
  fields: {
    fullName: f.text({ required: true, maxLength: 160, search: true }),
    employeeId: f.reference('employees'),
    // Saudi national ID or iqama: 10 digits, starting 1 (citizen) or 2 (resident).
    nationalId: f.text({ required: true, unique: true, pattern: '^[12][0-9]{9}$', maxLength: 10, sensitive: PERSONAL_IDENTIFIERS }),
    phone: f.phone({ required: true, sensitive: PERSONAL_CONTACTS }),
    licenseNumber: f.text({ required: true, unique: true, maxLength: 20, search: true }),
    licenseClass: f.enum(['private', 'publicTransport', 'heavyTransport', 'bus'], { required: true }),
    licenseExpiry: f.date({ required: true, hijri: true }),
    hireDate: f.date(),
    available: f.boolean({ default: true }),
    status: f.enum(['active', 'onLeave', 'suspended', 'left'], { required: true, default: 'active' }),
    notes: f.longText({ maxLength: 2000 }),
  },
  list: { columns: ['fullName', 'phone', 'licenseClass', 'licenseExpiry', 'available', 'status'], sort: ['fullName', 'ASC'] },
  filters: { status: { alwaysOn: true }, licenseClass: {}, available: {}, licenseExpiry: { ops: ['gte', 'lte'] }, nationalId: { ops: ['eq'] }, phone: { ops: ['eq'] } },
  checks: {
    activeToBeAvailable: { kind: 'allowed', field: 'available', values: [false], when: { status: ['onLeave', 'suspended', 'left'] } },
    licenceValid: { kind: 'notPast', field: 'licenseExpiry', when: { available: true } },
  },
});
