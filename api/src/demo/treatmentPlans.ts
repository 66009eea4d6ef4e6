import type { DemoSeed } from './demo-seed';
import { MEDICAL_RECORDS } from './medicalRecords';

// [medical record (place in its demo), title, therapist, started (days ago), return (days from today), phase, status]
const PLANS = [
  [0, 'Hamstring rehabilitation', 'Ali Al-Qarni', 10, 16, 'rehabilitation', 'active'],
  [1, 'برنامج تأهيل الكاحل', 'علي القرني', 5, 5, 'returnToTraining', 'active'],
  [2, 'ACL reconstruction rehab', 'Ali Al-Qarni', 65, 150, 'reconditioning', 'active'],
  [3, 'Shoulder stability programme', 'Waleed Al-Ahmadi', 18, 10, 'returnToPlay', 'active'],
  [7, 'Post-surgery meniscus rehab', 'Ali Al-Qarni', 375, -300, 'returnToPlay', 'completed'],
  [8, 'بروتوكول العودة بعد الارتجاج', 'وليد الأحمدي', 29, -10, 'returnToPlay', 'completed'],
  [9, 'Neck mobility', 'Waleed Al-Ahmadi', 2, 2, 'acute', 'active'],
  [10, 'تأهيل بعد الكسر', 'علي القرني', 115, -60, 'returnToPlay', 'completed'],
  [11, 'Core and lower-back programme', 'Waleed Al-Ahmadi', 14, 7, 'rehabilitation', 'active'],
  [12, 'Hip flexor rehab', 'Ali Al-Qarni', 8, 12, 'acute', 'active'],
  [13, 'علاج كدمة القدم', 'وليد الأحمدي', 4, -1, 'acute', 'cancelled'],
  [14, 'Rib contusion care', 'Waleed Al-Ahmadi', 17, -5, 'reconditioning', 'completed'],
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
    phasesPlan: 'Acute: rest, ice, compression. Rehabilitation: strength and range of motion. Reconditioning: running progressions. Return to training, then to play.',
    status,
  }));
};
