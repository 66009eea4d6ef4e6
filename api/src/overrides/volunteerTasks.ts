import { conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';

// Only what the declared rules cannot say: whether another record (an acceptance) exists.
const MESSAGES: Record<Locale, { notAccepted: string }> = {
  en: { notAccepted: 'The volunteer is not accepted for this task\'s opportunity' },
  ar: { notAccepted: 'المتطوع غير مقبول في فرصة هذه المهمة' },
};

// A task's moves and times are declared (schema/src/resources/volunteerTasks.ts); it is handed only
// to a volunteer accepted for its opportunity.
export const override = defineOverride(({ records }) => ({
  beforeWrite: async ({ action, before, values, locale }) => {
    if (action === 'delete') return;
    const task = { ...before, ...values };
    if (!task.volunteerId || !('volunteerId' in values || 'opportunityId' in values)) return;
    const [accepted] = await records.find('volunteerAssignments', { opportunityId: task.opportunityId, volunteerId: task.volunteerId, status: ['accepted', 'attended'] }, { limit: 1 });
    if (!accepted) throw conflict(MESSAGES[locale].notAccepted, { volunteerId: MESSAGES[locale].notAccepted });
  },
}));
