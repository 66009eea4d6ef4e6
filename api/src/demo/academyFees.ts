import type { DemoSeed } from './demo-seed';

// [age group's English name (this season), fee, day due] — the older the group, the more sessions and the higher the fee.
const FEES: Readonly<Record<string, readonly [number, number]>> = {
  'U-21': [650, 1], 'U-18': [600, 1], 'U-16': [550, 1], 'U-14': [500, 1], 'U-12': [450, 1],
  'U-10': [400, 5], 'U-8': [350, 5], 'Girls U-15': [500, 1], 'Girls U-12': [450, 1], 'Mini Kickers U-6': [300, 5],
};

// The academy's price list: this season's monthly fee of every age group, and last season's, no longer in use.
export const demo: DemoSeed = (ctx) => {
  const groups = ctx.records('ageGroups');
  return ctx.ids('ageGroups').map((ageGroupId, index) => {
    const group = groups[index]!;
    const current = group.status === 'active';
    const [fee, dueDay] = FEES[String(group.name)] ?? [450, 1];
    return {
      ageGroupId,
      name: `${String(group.name)} monthly fee ${String(group.season)}`,
      nameAr: `الرسوم الشهرية ${String(group.nameAr)} ${String(group.season)}`,
      // Last season's groups paid 50 SAR less.
      monthlyFee: current ? fee : fee - 50,
      dueDay,
      isActive: current,
    };
  });
};
