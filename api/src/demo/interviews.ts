import { DEMO_THEN, type DemoSeed } from './demo-seed';

// [application (index of the demo applications), in hours from now, minutes, mode, place, panel (indices of the demo users), status, score, recommendation, notes]
const INTERVIEWS = [
  [2, -72, 60, 'video', 'Microsoft Teams', [4, 11], 'completed', 86, 'hire', 'Excellent session plan and player-development philosophy.'],
  [3, -48, 45, 'inPerson', 'مبنى الإدارة - قاعة 2', [15, 11], 'completed', 78, 'hire', 'خبرة قوية في إصابات الرباط الصليبي.'],
  [7, -30, 45, 'inPerson', 'Maintenance workshop', [7], 'completed', 64, 'consider', 'Good practical test; weak on chiller controls.'],
  [12, 24, 45, 'inPerson', 'Training Pitch 1', [4, 13], 'scheduled', null, null, 'Practical session with the U-15 goalkeepers.'],
  [2, 48, 30, 'phone', null, [11], 'scheduled', null, null, 'Second interview: salary expectations and start date.'],
  [3, 72, 30, 'inPerson', 'مكتب الموارد البشرية', [11, 12], 'scheduled', null, null, 'مقابلة نهائية مع مدير الموارد البشرية.'],
  [4, -120, 45, 'video', 'Zoom', [15], 'completed', 48, 'reject', 'Licence not recognised by the Saudi Commission for Health Specialties yet.'],
  [11, -96, 20, 'phone', null, [5], 'noShow', null, null, 'Did not answer at the agreed time.'],
  [7, 12, 30, 'inPerson', 'Maintenance workshop', [7, 5], 'cancelled', null, null, 'Cancelled: the candidate asked to move it.'],
  [12, -24, 45, 'video', 'Microsoft Teams', [4], 'completed', 81, 'hire', 'Strong distribution drills; good with young keepers.'],
  [7, 96, 45, 'inPerson', 'Maintenance workshop', [7, 5], 'scheduled', null, null, 'Rescheduled practical test.'],
  [3, -200, 30, 'phone', null, [11], 'completed', 70, 'consider', 'فرز هاتفي أولي.'],
] as const;

/** Where a completed interview took its application next (index of the interview above → stages, in order). */
const THEN: Readonly<Record<number, readonly ('offer' | 'hired')[]>> = { 0: ['offer'], 9: ['offer', 'hired'] };

export const demo: DemoSeed = (ctx) => {
  const applications = ctx.ids('jobApplications');
  const users = ctx.ids('users');
  return INTERVIEWS.map(([application, hours, durationMinutes, mode, location, panel, status, score, recommendation, notes], index) => ({
    applicationId: applications[application],
    scheduledAt: ctx.timeFromNow(hours),
    durationMinutes,
    mode,
    location: location ?? undefined,
    panelIds: panel.map((index) => users[index]),
    status,
    score: score ?? undefined,
    recommendation: recommendation ?? undefined,
    notes,
    [DEMO_THEN]: (THEN[index] ?? []).map((stage) => ({ resource: 'jobApplications', id: applications[application], values: { stage } })),
  }));
};
