import { defineResource, f, GENDERS, NATIONAL_ID_PATTERN, NATIONALITIES, PHONE_PATTERN, PERSONAL_IDENTIFIERS, PERSONAL_CONTACTS } from '../index';

// Players' parents and guardians (SPEC §2 /parents): who they are and how to reach them; which
// players are theirs is /parentPlayers, their portal account /parentPortal.
export const parents = defineResource({
  name: 'parents',
  route: '/parents',
  menu: { group: 'players', icon: 'FamilyRestroom', order: 4 },
  recordRepresentation: 'fullName',
  fields: {
    fullName: f.text({ required: true, maxLength: 160, search: true }),
    fullNameAr: f.text({ required: true, maxLength: 160, search: true }),
    nationalId: f.text({ required: true, unique: true, pattern: NATIONAL_ID_PATTERN, sensitive: PERSONAL_IDENTIFIERS }),
    gender: f.enum(GENDERS, { required: true }),
    nationality: f.enum(NATIONALITIES, { required: true, default: 'saudi' }),
    phone: f.phone({ required: true, pattern: PHONE_PATTERN, sensitive: PERSONAL_CONTACTS }),
    email: f.email({ maxLength: 254, sensitive: PERSONAL_CONTACTS }),
    occupation: f.text({ maxLength: 120 }),
    city: f.text({ maxLength: 80 }),
    preferredLanguage: f.enum(['ar', 'en'], { required: true, default: 'ar' }),
    notes: f.longText({ maxLength: 2000 }),
  },
  list: { columns: ['fullName', 'fullNameAr', 'phone', 'email', 'city', 'nationality'], sort: ['fullName', 'ASC'] },
  filters: { nationality: { alwaysOn: true }, gender: {}, preferredLanguage: {}, nationalId: { ops: ['eq'] }, phone: { ops: ['eq'] } },
});
