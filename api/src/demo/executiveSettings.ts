import type { DemoSeed } from './demo-seed';

export const demo: DemoSeed = () => [
  {
    defaultDurationMinutes: 60,
    remindersEnabled: true,
    reminderLeadMinutes: 120,
    meetingPlaces: ['Main Meeting Room', 'قاعة الاجتماعات الرئيسية', 'CEO Office', 'مكتب الرئيس التنفيذي', 'Conference Hall', 'قاعة المؤتمرات', 'Stadium Control Room'].join('\n'),
  },
];
