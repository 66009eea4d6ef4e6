import type { DemoSeed } from './demo-seed';

// [player (place in the squad), type, title, body part, severity, days ago, status, expected return (days from today), doctor, diagnosis]
export const MEDICAL_RECORDS = [
  [5, 'injury', 'Hamstring strain, grade 2', 'thigh', 'moderate', 12, 'active', 16, 'Dr. Khalid Al-Rumaih', 'MRI: grade 2 tear of the biceps femoris.'],
  [9, 'injury', 'التواء الكاحل الأيمن', 'ankle', 'minor', 6, 'recovering', 5, 'د. سامي العتيبي', 'التواء من الدرجة الأولى دون كسر.'],
  [28, 'injury', 'ACL tear, left knee', 'knee', 'severe', 70, 'active', 150, 'Dr. Khalid Al-Rumaih', 'Complete ACL rupture; reconstruction done.'],
  [33, 'injury', 'Shoulder dislocation', 'shoulder', 'moderate', 20, 'recovering', 10, 'Dr. Khalid Al-Rumaih', 'Anterior dislocation, reduced on the pitch.'],
  [2, 'illness', 'Influenza', null, 'minor', 40, 'resolved', null, 'د. منى الشهري', 'Seasonal flu; rested five days.'],
  [11, 'condition', 'Exercise-induced asthma', null, 'moderate', 400, 'active', null, 'Dr. Mona Al-Shehri', 'Inhaler before training.'],
  [44, 'allergy', 'حساسية الفول السوداني', null, 'severe', 900, 'active', null, 'د. منى الشهري', 'حقنة إبينفرين مع المدرب في كل تدريب.'],
  [1, 'surgery', 'Meniscus repair', 'knee', 'severe', 380, 'resolved', null, 'Dr. Khalid Al-Rumaih', 'Arthroscopic repair; returned after 10 weeks.'],
  [26, 'injury', 'Concussion', 'head', 'moderate', 30, 'resolved', null, 'د. سامي العتيبي', 'Graduated return-to-play protocol completed.'],
  [4, 'injury', 'Neck stiffness after a collision', 'neck', 'minor', 3, 'recovering', 2, 'Dr. Sami Al-Otaibi', undefined],
  [10, 'injury', 'كسر في الذراع', 'arm', 'severe', 120, 'resolved', null, 'د. خالد الرميح', 'كسر في عظمة الكعبرة، التئام كامل.'],
  [13, 'injury', 'Lower back pain', 'back', 'minor', 15, 'recovering', 7, 'Dr. Sami Al-Otaibi', 'Muscular; physiotherapy twice a week.'],
  [55, 'injury', 'Hip flexor strain', 'hip', 'moderate', 9, 'active', 12, 'Dr. Mona Al-Shehri', undefined],
  [40, 'injury', 'كدمة في القدم', 'foot', 'minor', 4, 'resolved', null, 'د. سامي العتيبي', undefined],
  [22, 'injury', 'Rib contusion', 'other', 'minor', 18, 'resolved', null, 'Dr. Sami Al-Otaibi', 'Contusion of the ribs; no fracture on X-ray.'],
] as const;

export const demo: DemoSeed = (ctx) => {
  const players = ctx.ids('players');
  return MEDICAL_RECORDS.map(([place, recordType, title, bodyPart, severity, daysAgo, status, back, doctorName, diagnosis]) => ({
    playerId: players[place],
    recordType,
    title,
    bodyPart: bodyPart ?? undefined,
    severity,
    occurredOn: ctx.dateFromToday(-daysAgo),
    diagnosis,
    treatment: status === 'resolved' ? 'Completed.' : 'Physiotherapy and a graded return plan.',
    doctorName,
    status,
    expectedReturnDate: back === null ? undefined : ctx.dateFromToday(back),
    resolvedOn: status === 'resolved' ? ctx.dateFromToday(-Math.floor(daysAgo / 3)) : undefined,
  }));
};
