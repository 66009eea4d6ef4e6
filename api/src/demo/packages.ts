import type { DemoRow, DemoSeed } from './demo-seed';

// [English, Arabic, category, months, price, freeze days, sessions a week, free invites, features by index with their detail]
const PACKAGES: readonly (readonly [string, string, string, number, number, number, number | undefined, number, readonly (readonly [number, string])[]])[] = [
  ['Monthly gym', 'الصالة الرياضية - شهري', 'fitness', 1, 350, 0, undefined, 0, [[0, 'Every day'], [7, '']]],
  ['Quarterly gym', 'الصالة الرياضية - ربع سنوي', 'fitness', 3, 900, 10, undefined, 1, [[0, 'Every day'], [4, '2 a week'], [7, '']]],
  ['Annual gym', 'الصالة الرياضية - سنوي', 'fitness', 12, 3000, 45, undefined, 4, [[0, 'Every day'], [4, 'Unlimited'], [6, 'Monthly'], [7, ''], [8, '4 a year']]],
  ['Gym and pool annual', 'الصالة والمسبح - سنوي', 'fitness', 12, 4200, 45, undefined, 6, [[0, 'Every day'], [1, 'Every day'], [2, ''], [6, 'Monthly'], [8, '6 a year']]],
  ['Swimming monthly', 'السباحة - شهري', 'swimming', 1, 400, 0, 3, 0, [[1, '3 sessions a week']]],
  ['Swimming lessons (kids)', 'دروس السباحة للأطفال', 'swimming', 3, 1050, 7, 2, 0, [[1, '2 lessons a week with a coach']]],
  ['Academy U-10', 'الأكاديمية - تحت 10', 'academy', 1, 450, 0, 3, 0, [[5, '3 sessions a week'], [9, '']]],
  ['Academy U-14 term', 'الأكاديمية - تحت 14 فصلي', 'academy', 4, 1800, 14, 4, 0, [[5, '4 sessions a week'], [6, 'Each term'], [9, '']]],
  ['Academy elite year', 'الأكاديمية - النخبة سنوي', 'academy', 10, 5200, 30, 5, 2, [[5, '5 sessions a week'], [3, '2 a month'], [12, ''], [9, '']]],
  ['Family annual', 'العائلية - سنوي', 'family', 12, 7500, 60, undefined, 10, [[0, 'Parents'], [1, 'Whole family'], [8, '10 a year'], [11, '']]],
  ['Club membership', 'عضوية النادي', 'membership', 12, 1500, 30, undefined, 4, [[10, ''], [11, ''], [9, ''], [8, '4 a year']]],
  ['Gold membership', 'العضوية الذهبية', 'membership', 12, 6000, 60, undefined, 12, [[0, 'Every day'], [1, 'Every day'], [2, ''], [10, 'Two seats'], [11, ''], [12, '']]],
  ['Ramadan evenings', 'أمسيات رمضان', 'fitness', 1, 250, 0, undefined, 0, [[0, 'After iftar'], [4, 'Nightly']]],
];

// Gym, pool, academy, family and membership packages with the features they offer; one seasonal
// package no longer offered.
export const demo: DemoSeed = (ctx) => {
  const features = ctx.ids('features');
  return PACKAGES.map(([name, nameAr, category, months, price, maxFreezeDays, sessionsPerWeek, freeInvites, offered], index): DemoRow => ({
    name,
    nameAr,
    category,
    months,
    price,
    maxFreezeDays,
    sessionsPerWeek,
    freeInvites,
    ageGroupId: category === 'academy' ? ctx.pick('ageGroups') : undefined,
    isActive: index !== 12,
    description: `${nameAr} — ${name}`,
    features: offered.map(([feature, detail]) => ({ featureId: features[feature], detail: detail || undefined })),
  }));
};
