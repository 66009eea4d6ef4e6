import { defineResource, f, GENDERS, NATIONAL_ID_PATTERN, NATIONALITIES, PHONE_PATTERN, PERSONAL_IDENTIFIERS, PERSONAL_CONTACTS } from '../index';

/** Who sees every player; anyone else (a parent through the portal) sees only their own children. */
export const ALL_PLAYERS = { grant: 'allPlayers', roles: ['manager', 'cashier', 'member'] } as const;

// The club's and academy's players (SPEC §2 /players). Age and age group follow from the date of
// birth (kept by the server, refreshed daily); attendance rate and match totals from the records
// of sessions and matches; a player under an active treatment plan shows as injured.
export const players = defineResource({
  name: 'players',
  route: '/players',
  menu: { group: 'players', icon: 'SportsSoccer', order: 1 },
  recordRepresentation: 'fullName',
  fields: {
    playerNo: f.sequence({ prefix: 'PLR' }),
    fullName: f.text({ required: true, maxLength: 160, search: true }),
    fullNameAr: f.text({ required: true, maxLength: 160, search: true }),
    nationalId: f.text({ required: true, unique: true, pattern: NATIONAL_ID_PATTERN, sensitive: PERSONAL_IDENTIFIERS }),
    dateOfBirth: f.date({ required: true, sensitive: PERSONAL_IDENTIFIERS }),
    age: f.integer({ readOnly: true }),
    ageGroupId: f.reference('ageGroups', { readOnly: true }),
    gender: f.enum(GENDERS, { required: true }),
    nationality: f.enum(NATIONALITIES, { required: true, default: 'saudi' }),
    position: f.enum(['goalkeeper', 'defender', 'midfielder', 'forward'], { required: true }),
    preferredFoot: f.enum(['right', 'left', 'both'], { required: true, default: 'right' }),
    teamId: f.reference('teams'),
    // Unique within the team (a player without a team has none to clash with).
    shirtNumber: f.integer({ min: 1, max: 99 }),
    heightCm: f.integer({ min: 80, max: 230 }),
    weightKg: f.decimal({ min: 15, max: 150 }),
    photo: f.file({ types: ['image/*'], maxSize: 2 * 1024 * 1024 }),
    phone: f.phone({ pattern: PHONE_PATTERN, sensitive: PERSONAL_CONTACTS }),
    status: f.enum(['active', 'injured', 'suspended', 'inactive'], { required: true, default: 'active' }),
    // Today when left empty.
    registrationDate: f.date(),
    // The portal accounts of the player's parents: who among parents may read this player.
    portalUserIds: f.referenceMany('users', { readOnly: true }),
    // Present or late over the sessions taken (excused ones left out), in percent.
    attendanceRate: f.decimal({ readOnly: true }),
    matchesPlayed: f.integer({ readOnly: true }),
    minutesPlayed: f.integer({ readOnly: true }),
    goals: f.integer({ readOnly: true }),
    assists: f.integer({ readOnly: true }),
    notes: f.longText({ maxLength: 3000 }),
  },
  uniqueTogether: [['teamId', 'shirtNumber']],
  scope: { owners: ['portalUserIds'], everyone: ALL_PLAYERS },
  access: { parent: ['list', 'show'] },
  list: { columns: ['playerNo', 'fullName', 'fullNameAr', 'age', 'ageGroupId', 'teamId', 'position', 'shirtNumber', 'status'], sort: ['fullName', 'ASC'] },
  filters: { status: { alwaysOn: true }, teamId: { alwaysOn: true }, ageGroupId: {}, position: {}, gender: {}, nationality: {}, preferredFoot: {}, dateOfBirth: { ops: ['gte', 'lte'] }, registrationDate: { ops: ['gte', 'lte'] }, nationalId: { ops: ['eq'] } },
  checks: {
    ageLimits: { kind: 'age', field: 'dateOfBirth', min: 4, max: 45 },
    injuredWhileTreated: { kind: 'override', field: 'status' },
  },
});
