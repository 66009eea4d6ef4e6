import type { DemoSeed } from './demo-seed';

// [name, Arabic name, age group (place in its demo: 10 and 11 are last season's), coach (place), players (places in the squad), training days, status]
const SQUADS = [
  ['U-21 Development', 'تطوير تحت 21', 0, 10, [20, 21, 22, 23, 24], ['sunday', 'tuesday', 'thursday'], 'active'],
  ['U-18 Elite', 'نخبة تحت 18', 1, 5, [25, 26, 27, 28, 29, 30], ['sunday', 'monday', 'wednesday'], 'active'],
  ['U-16 Elite', 'نخبة تحت 16', 2, 0, [31, 32, 33, 34, 35, 36, 66], ['monday', 'wednesday', 'saturday'], 'active'],
  ['U-14 A', 'تحت 14 (أ)', 3, 10, [37, 38, 39], ['sunday', 'tuesday'], 'active'],
  ['U-14 B', 'تحت 14 (ب)', 3, 14, [40, 41], ['monday', 'thursday'], 'active'],
  ['U-12 Lions', 'أسود تحت 12', 4, 5, [42, 43, 44, 67], ['tuesday', 'friday'], 'active'],
  ['U-12 Falcons', 'صقور تحت 12', 4, 7, [45, 46], ['wednesday', 'saturday'], 'active'],
  ['U-10 Stars', 'نجوم تحت 10', 5, 10, [47, 48], ['friday', 'saturday'], 'active'],
  ['U-10 Comets', 'شهب تحت 10', 5, 14, [49, 50], ['thursday', 'saturday'], 'active'],
  ['U-8 Cubs', 'أشبال تحت 8', 6, 5, [51, 52, 53], ['friday'], 'active'],
  ['Girls U-15 Pearls', 'لآلئ تحت 15', 7, 12, [59, 60, 61, 62], ['sunday', 'wednesday'], 'active'],
  ['Girls U-12 Roses', 'ورود تحت 12', 8, 12, [63, 64, 65], ['monday', 'thursday'], 'active'],
  ['Mini Kickers', 'الصغار', 9, 13, [], ['friday', 'saturday'], 'active'],
  ['U-12 Lions (last season)', 'أسود تحت 12 (الموسم الماضي)', 10, 5, [37, 39, 43], ['tuesday', 'friday'], 'inactive'],
] as const;

export const demo: DemoSeed = (ctx) => {
  const groups = ctx.ids('ageGroups');
  const coaches = ctx.ids('coaches');
  const players = ctx.ids('players');
  return SQUADS.map(([name, nameAr, group, coach, squad, trainingDays, status]) => ({
    name,
    nameAr,
    ageGroupId: groups[group],
    coachId: coaches[coach],
    playerIds: squad.map((place) => players[place]!),
    trainingDays,
    status,
  }));
};
