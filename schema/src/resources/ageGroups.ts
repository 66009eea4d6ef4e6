import { defineResource, f, SEASON_PATTERN } from '../index';

// The academy's age groups (SPEC §2 /ageGroups): in each season a range of birth years; two groups
// of one season never share a birth year for the same players (a mixed group overlaps both). A
// player's group follows from their birth year and gender in the current season.
export const ageGroups = defineResource({
  name: 'ageGroups',
  route: '/ageGroups',
  menu: { group: 'academy', icon: 'Groups', order: 1 },
  recordRepresentation: 'name',
  fields: {
    name: f.text({ required: true, maxLength: 40, search: true }),
    nameAr: f.text({ required: true, maxLength: 40, search: true }),
    season: f.text({ required: true, pattern: SEASON_PATTERN }),
    birthYearFrom: f.integer({ required: true, min: 1990, max: 2030 }),
    birthYearTo: f.integer({ required: true, min: 1990, max: 2030 }),
    gender: f.enum(['male', 'female', 'mixed'], { required: true, default: 'male' }),
    maxPlayers: f.integer({ min: 1, max: 200 }),
    playerCount: f.integer({ readOnly: true }),
    status: f.enum(['active', 'inactive'], { required: true, default: 'active' }),
  },
  checks: { birthYearsInOrder: { kind: 'after', field: 'birthYearTo', than: 'birthYearFrom', orSame: true } },
  constraints: {
    // An active group's birth years (both ends included) are no other active group's of the
    // season for the same players: a mixed group meets the boys' and the girls'.
    yearsOfOneGroup: { kind: 'noOverlap', start: 'birthYearFrom', end: 'birthYearTo', per: ['season', 'gender'], when: { status: ['active'] }, inclusive: true, wildcard: { gender: 'mixed' } },
  },
  list: { columns: ['name', 'nameAr', 'season', 'birthYearFrom', 'birthYearTo', 'gender', 'playerCount', 'status'], sort: ['birthYearFrom', 'DESC'] },
  filters: { season: { alwaysOn: true }, status: { alwaysOn: true }, gender: {} },
});
