import { defineResource, f, NATIONAL_ID_PATTERN, GENDERS, VOLUNTEER_SKILLS, PERSONAL_IDENTIFIERS, PERSONAL_CONTACTS } from '../index';

// The club's volunteers: registered by the office or through an opportunity's public sign-up
// (found again by their national ID). Their approved hours are the sum of their approved hours
// logs, kept by the server.
export const volunteers = defineResource({
  name: 'volunteers',
  route: '/Volunteers',
  menu: { group: 'visits', icon: 'VolunteerActivism', order: 63 },
  recordRepresentation: 'fullName',
  fields: {
    fullName: f.text({ required: true, maxLength: 160, search: true }),
    nationalId: f.text({ required: true, unique: true, pattern: NATIONAL_ID_PATTERN, maxLength: 10, sensitive: PERSONAL_IDENTIFIERS }),
    phone: f.phone({ required: true, sensitive: PERSONAL_CONTACTS }),
    email: f.email({ sensitive: PERSONAL_CONTACTS }),
    gender: f.enum(GENDERS),
    dateOfBirth: f.date({ sensitive: PERSONAL_IDENTIFIERS }),
    city: f.text({ maxLength: 80 }),
    skills: f.multiEnum(VOLUNTEER_SKILLS),
    approvedHours: f.decimal({ readOnly: true }),
    status: f.enum(['active', 'inactive', 'blocked'], { required: true, default: 'active' }),
    notes: f.longText({ maxLength: 2000 }),
  },
  list: { columns: ['fullName', 'nationalId', 'phone', 'city', 'approvedHours', 'status'], sort: ['fullName', 'ASC'] },
  filters: { status: { alwaysOn: true }, gender: {}, skills: {}, nationalId: { ops: ['eq'] }, phone: { ops: ['eq'] } },
});
