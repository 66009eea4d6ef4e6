import { defineResource, f, SEASON_PATTERN } from '../index';

// The academy's squads (SPEC §2 /academyTeams): a coach and an age group for a season, and its
// players, each born within the group's years; a player is in one squad of a season at most.
export const academyTeams = defineResource({
  name: 'academyTeams',
  route: '/academyTeams',
  menu: { group: 'academy', icon: 'School', order: 2 },
  recordRepresentation: 'name',
  fields: {
    name: f.text({ required: true, maxLength: 80, search: true }),
    nameAr: f.text({ required: true, maxLength: 80, search: true }),
    ageGroupId: f.reference('ageGroups', { required: true }),
    season: f.text({ readOnly: true, pattern: SEASON_PATTERN }),
    coachId: f.reference('coaches', { required: true }),
    playerIds: f.referenceMany('players'),
    playerCount: f.integer({ readOnly: true }),
    trainingDays: f.multiEnum(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']),
    status: f.enum(['active', 'inactive'], { required: true, default: 'active' }),
  },
  list: { columns: ['name', 'nameAr', 'ageGroupId', 'season', 'coachId', 'playerCount', 'status'], sort: ['name', 'ASC'] },
  filters: { ageGroupId: { alwaysOn: true }, status: { alwaysOn: true }, coachId: {}, playerIds: {} },
  checks: {
    ofTheAgeGroup: { kind: 'override', field: 'playerIds' },
    oneSquadASeason: { kind: 'override', field: 'playerIds' },
  },
});
