import type { DemoSeed } from './demo-seed';
import { MEDICAL_RECORDS } from './medicalRecords';

// [medical record (place in its demo), title, therapist, started (days ago), return (days from today), phase, status]
const PLANS = [
  [0, 'تأهيل العضلة الخلفية للفخذ', 'علي القرني', 10, 16, 'rehabilitation', 'active'],
  [1, 'برنامج تأهيل الكاحل', 'علي القرني', 5, 5, 'returnToTraining', 'active'],
  [2, 'تأهيل ما بعد إعادة بناء الرباط الصليبي', 'علي القرني', 65, 150, 'reconditioning', 'active'],
  [3, 'برنامج ثبات الكتف', 'وليد الأحمدي', 18, 10, 'returnToPlay', 'active'],
  [7, 'تأهيل الغضروف الهلالي بعد الجراحة', 'علي القرني', 375, -300, 'returnToPlay', 'completed'],
  [8, 'بروتوكول العودة بعد الارتجاج', 'وليد الأحمدي', 29, -10, 'returnToPlay', 'completed'],
  [9, 'تمارين مرونة الرقبة', 'وليد الأحمدي', 2, 2, 'acute', 'active'],
  [10, 'تأهيل بعد الكسر', 'علي القرني', 115, -60, 'returnToPlay', 'completed'],
  [11, 'برنامج تقوية الجذع وأسفل الظهر', 'وليد الأحمدي', 14, 7, 'rehabilitation', 'active'],
  [12, 'تأهيل العضلة القابضة للورك', 'علي القرني', 8, 12, 'acute', 'active'],
  [13, 'علاج كدمة القدم', 'وليد الأحمدي', 4, -1, 'acute', 'cancelled'],
  [14, 'علاج كدمة الأضلاع', 'وليد الأحمدي', 17, -5, 'reconditioning', 'completed'],
] as const;

export const demo: DemoSeed = (ctx) => {
  const players = ctx.ids('players');
  const records = ctx.ids('medicalRecords');
  return PLANS.map(([record, title, therapistName, started, back, phase, status]) => ({
    playerId: players[MEDICAL_RECORDS[record]![0]],
    medicalRecordId: records[record],
    title,
    therapistName,
    startDate: ctx.dateFromToday(-started),
    expectedReturnDate: ctx.dateFromToday(Math.max(back, -started)),
    phase,
    sessionsPerWeek: phase === 'acute' ? 5 : 3,
    phasesPlan: 'المرحلة الحادة: راحة وثلج وضغط. التأهيل: القوة ومدى الحركة. إعادة التهيئة: الجري المتدرج. ثم العودة إلى التدريب، فالمشاركة في المباريات.',
    status,
  }));
};
