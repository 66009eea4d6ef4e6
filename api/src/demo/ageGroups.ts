import type { DemoSeed } from './demo-seed';
import { demoSeason } from './parts/academy';

// [name, Arabic name, born from (years before the season's first year), born to, gender, maximum players]
const GROUPS = [
  ['U-21', 'تحت 21 سنة', 20, 18, 'male', 30],
  ['U-18', 'تحت 18 سنة', 17, 16, 'male', 28],
  ['U-16', 'تحت 16 سنة', 15, 14, 'male', 28],
  ['U-14', 'تحت 14 سنة', 13, 12, 'male', 26],
  ['U-12', 'تحت 12 سنة', 11, 10, 'male', 24],
  ['U-10', 'تحت 10 سنوات', 9, 8, 'male', 22],
  ['U-8', 'تحت 8 سنوات', 7, 6, 'male', 20],
  ['Girls U-15', 'ناشئات تحت 15 سنة', 14, 12, 'female', 24],
  ['Girls U-12', 'براعم (بنات) تحت 12 سنة', 11, 10, 'female', 20],
  ['Mini Kickers U-6', 'الصغار تحت 6 سنوات', 5, 4, 'mixed', 16],
] as const;

export const demo: DemoSeed = (ctx) => {
  const { season, year } = demoSeason(ctx.dateFromToday(0));
  const current = GROUPS.map(([name, nameAr, from, to, gender, maxPlayers]) => ({ name, nameAr, season, birthYearFrom: year - from, birthYearTo: year - to, gender, maxPlayers, status: 'active' }));
  // Last season's groups, kept for the record.
  const previous = `${year - 1}/${year}`;
  return [
    ...current,
    { name: 'U-12', nameAr: 'تحت 12 سنة', season: previous, birthYearFrom: year - 12, birthYearTo: year - 11, gender: 'male', maxPlayers: 24, status: 'inactive' },
    { name: 'U-14', nameAr: 'تحت 14 سنة', season: previous, birthYearFrom: year - 14, birthYearTo: year - 13, gender: 'male', maxPlayers: 26, status: 'inactive' },
  ];
};
