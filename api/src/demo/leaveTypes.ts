import type { DemoSeed } from './demo-seed';

// The club's own leaves besides the Saudi labour law's (those come with the installation): each
// given per event, with the pay of its days in tiers for the payroll.
export const demo: DemoSeed = () => [
  {
    code: 'workInjury',
    name: 'Work injury leave',
    nameAr: 'إجازة إصابة العمل',
    requestType: 'otherLeave',
    entitlement: 'perEvent',
    dayCount: 'calendarDays',
    maxDaysPerRequest: 365,
    notes: 'المادة 137: أجر كامل لستين يومًا، ثم ثلاثة أرباع الأجر طوال العلاج حتى سنة.',
    payTiers: [{ days: 60, payPercent: 100 }, { days: 305, payPercent: 75 }],
  },
  {
    code: 'longIllness',
    name: 'Long illness leave',
    nameAr: 'إجازة المرض المزمن',
    requestType: 'otherLeave',
    entitlement: 'perEvent',
    dayCount: 'calendarDays',
    maxDaysPerRequest: 90,
    notes: 'سياسة النادي لمن استنفد الإجازة المرضية بتقرير من لجنة طبية.',
    payTiers: [{ days: 30, payPercent: 100 }, { days: 30, payPercent: 75 }, { days: 30, payPercent: 50 }],
  },
  {
    code: 'caregiver',
    name: 'Family care leave',
    nameAr: 'إجازة مرافقة مريض',
    requestType: 'otherLeave',
    entitlement: 'perEvent',
    dayCount: 'workingDays',
    maxDaysPerRequest: 15,
    notes: 'لمرافقة أحد الوالدين أو الزوج أو الأبناء في العلاج.',
    payTiers: [{ days: 5, payPercent: 100 }, { days: 10, payPercent: 50 }],
  },
];
