import type { DemoSeed } from './demo-seed';
import { demoSeason, TEAMS } from './parts/academy';

// Each team's head coach and assistants, by their place in the coaches' demo.
const STAFF: readonly (readonly [number | null, readonly number[]])[] = [
  [1, [2, 3, 4]], [0, [11]], [10, [14]], [5, [9]], [0, []], [10, []], [5, [7]], [10, []], [5, []], [12, [13]], [12, []], [12, []], [null, []],
];

export const demo: DemoSeed = (ctx) => {
  const { season } = demoSeason(ctx.dateFromToday(0));
  const coaches = ctx.ids('coaches');
  const groups = ctx.records('ageGroups');
  const facilities = ctx.ids('facilities');
  return TEAMS.map(([name, nameAr, category, group], index) => ({
    name,
    nameAr,
    category,
    ageGroupId: group ? (groups.find((candidate) => candidate.name === group && candidate.season === season)?.id as string) : undefined,
    season,
    headCoachId: STAFF[index]![0] === null ? undefined : coaches[STAFF[index]![0]!],
    assistantCoachIds: STAFF[index]![1].map((coach) => coaches[coach]!),
    homeVenueId: facilities[index % Math.max(1, Math.min(3, facilities.length))],
    status: index === TEAMS.length - 1 ? 'inactive' : 'active',
  }));
};
