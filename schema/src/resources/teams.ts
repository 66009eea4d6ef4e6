import { defineResource, f, SEASON_PATTERN } from '../index';

// The club's teams (SPEC §2 /teams): the first team, reserves, youth and women's teams, each with
// its coaches and season; its players are those whose team it is (counted by the server).
export const teams = defineResource({
  name: 'teams',
  route: '/teams',
  menu: { group: 'players', icon: 'Groups', order: 7 },
  recordRepresentation: 'name',
  fields: {
    name: f.text({ required: true, unique: true, maxLength: 80, search: true }),
    nameAr: f.text({ required: true, maxLength: 80, search: true }),
    category: f.enum(['firstTeam', 'reserve', 'youth', 'academy', 'women'], { required: true }),
    ageGroupId: f.reference('ageGroups'),
    season: f.text({ required: true, pattern: SEASON_PATTERN }),
    headCoachId: f.reference('coaches'),
    assistantCoachIds: f.referenceMany('coaches'),
    homeVenueId: f.reference('facilities'),
    playerCount: f.integer({ readOnly: true }),
    status: f.enum(['active', 'inactive'], { required: true, default: 'active' }),
  },
  list: { columns: ['name', 'nameAr', 'category', 'season', 'headCoachId', 'playerCount', 'status'], sort: ['name', 'ASC'] },
  filters: { category: { alwaysOn: true }, status: { alwaysOn: true }, season: {}, headCoachId: {} },
  // How many players it has, kept by the engine as players join and leave it.
  rollups: { playerCount: { kind: 'count', of: 'players', via: 'teamId', into: 'playerCount' } },
  checks: { headCoachNotAssistant: { kind: 'differs', field: 'assistantCoachIds', than: 'headCoachId' } },
});
