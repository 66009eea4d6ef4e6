import type { DemoSeed } from './demo-seed';

export const demo: DemoSeed = () => [
  {
    defaultDurationMinutes: 60,
    remindersEnabled: true,
    reminderLeadMinutes: 120,
    meetingPlaces: ['قاعة الاجتماعات الرئيسية', 'مكتب الرئيس التنفيذي', 'قاعة المؤتمرات', 'مكتب الموارد البشرية', 'مكتب الإدارة المالية', 'غرفة التحكم بالملعب'].join('\n'),
  },
];
