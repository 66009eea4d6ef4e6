import { defineResource, f, NATIONAL_ID_PATTERN, GENDERS, PERSONAL_IDENTIFIERS, MEMBER_CONTACTS } from '../index';

// The club's members (SPEC §2 /Supports/ClubMembers/): numbered by the server (MBR-2026-0001),
// with their national ID, how to reach them, when they joined and until when they are members.
export const clubMembers = defineResource({
  name: 'clubMembers',
  route: '/Supports/ClubMembers',
  menu: { group: 'internalOps', icon: 'CardMembership', order: 50 },
  recordRepresentation: ['membershipNumber', 'fullName'],
  fields: {
    membershipNumber: f.sequence({ prefix: 'MBR' }),
    fullName: f.text({ required: true, maxLength: 160, search: true }),
    fullNameAr: f.text({ required: true, maxLength: 160, search: true }),
    nationalId: f.text({ required: true, unique: true, pattern: NATIONAL_ID_PATTERN, maxLength: 10, sensitive: PERSONAL_IDENTIFIERS }),
    gender: f.enum(GENDERS, { required: true }),
    dateOfBirth: f.date({ sensitive: PERSONAL_IDENTIFIERS }),
    phone: f.phone({ required: true, sensitive: MEMBER_CONTACTS }),
    email: f.email({ sensitive: MEMBER_CONTACTS }),
    city: f.text({ maxLength: 80 }),
    membershipType: f.enum(['regular', 'family', 'student', 'honorary', 'founding'], { required: true, default: 'regular' }),
    joinDate: f.date({ required: true, default: 'now' }),
    expiryDate: f.date(),
    status: f.enum(['active', 'expired', 'suspended', 'cancelled'], { required: true, default: 'active' }),
    notes: f.longText({ maxLength: 2000 }),
  },
  list: { columns: ['membershipNumber', 'fullNameAr', 'fullName', 'phone', 'membershipType', 'joinDate', 'expiryDate', 'status'], sort: ['joinDate', 'DESC'] },
  filters: { status: { alwaysOn: true }, membershipType: { alwaysOn: true }, gender: {}, expiryDate: { ops: ['gte', 'lte'] }, nationalId: { ops: ['eq'] }, phone: { ops: ['eq'] } },
  checks: {
    endsAfterJoining: { kind: 'after', field: 'expiryDate', than: 'joinDate' },
    activeNotEnded: { kind: 'notPast', field: 'expiryDate', when: { status: ['active'] } },
  },
});
