import { defineResource, f, NATIONALITIES, PHONE_PATTERN, PERSONAL_CONTACTS } from '../index';

// The technical staff (SPEC §2 /coaches): specialisation and licence with its expiry (the licence's
// state kept by the server and refreshed daily); a coach may be one of the club's employees. Their
// teams and sessions show on their page.
export const coaches = defineResource({
  name: 'coaches',
  route: '/coaches',
  menu: { group: 'technicalStaff', icon: 'Sports', order: 1 },
  recordRepresentation: 'fullName',
  fields: {
    fullName: f.text({ required: true, maxLength: 160, search: true }),
    fullNameAr: f.text({ required: true, maxLength: 160, search: true }),
    employeeId: f.reference('employees', { unique: true }),
    nationality: f.enum(NATIONALITIES, { required: true, default: 'saudi' }),
    phone: f.phone({ pattern: PHONE_PATTERN, sensitive: PERSONAL_CONTACTS }),
    email: f.email({ maxLength: 254, sensitive: PERSONAL_CONTACTS }),
    specialisation: f.enum(['headCoach', 'assistantCoach', 'goalkeeping', 'fitness', 'youthDevelopment', 'analyst'], { required: true }),
    licenceLevel: f.enum(['afcPro', 'afcA', 'afcB', 'afcC', 'grassroots', 'none'], { required: true }),
    licenceNumber: f.text({ maxLength: 40 }),
    licenceExpiry: f.date({ hijri: true }),
    licenceState: f.enum(['valid', 'expiringSoon', 'expired', 'none'], { readOnly: true }),
    joinDate: f.date({ required: true }),
    status: f.enum(['active', 'inactive'], { required: true, default: 'active' }),
    notes: f.longText({ maxLength: 2000 }),
  },
  list: { columns: ['fullName', 'fullNameAr', 'specialisation', 'licenceLevel', 'licenceExpiry', 'licenceState', 'status'], sort: ['fullName', 'ASC'] },
  filters: { status: { alwaysOn: true }, specialisation: { alwaysOn: true }, licenceLevel: {}, licenceState: {}, licenceExpiry: { ops: ['gte', 'lte'] } },
  checks: {
    licenceExpiry: { kind: 'required', field: 'licenceExpiry', when: { licenceLevel: ['afcPro', 'afcA', 'afcB', 'afcC', 'grassroots'] } },
  },
});
