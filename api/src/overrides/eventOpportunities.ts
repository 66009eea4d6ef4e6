import { badRequest, conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { checkTransition } from './parts/transitions';
import { acceptedCount } from './parts/volunteering';

const MOVES = { draft: ['published'], published: ['draft', 'closed'], closed: ['published'] };

const MESSAGES: Record<Locale, { refused: string; order: string; below: (count: number) => string; labels: Record<string, string> }> = {
  en: {
    refused: 'The opportunity cannot be saved this way',
    order: 'An opportunity ends after it starts',
    below: (count) => `${count} volunteers are accepted already: the number needed cannot be less`,
    labels: { draft: 'draft', published: 'published', closed: 'closed' },
  },
  ar: {
    refused: 'لا يمكن حفظ الفرصة بهذه الطريقة',
    order: 'تنتهي الفرصة بعد بدايتها',
    below: (count) => `قُبل ${count} متطوعًا بالفعل: لا يقل العدد المطلوب عن ذلك`,
    labels: { draft: 'مسودة', published: 'منشورة', closed: 'مغلقة' },
  },
};

// An opportunity ends after it starts and never needs fewer volunteers than it accepted (its row is
// locked by acceptances too). draft → published (its two public links take sign-ups and check-ins) ⇄ closed.
export const override = defineOverride(() => ({
  beforeWrite: async ({ action, id, before, values, locale }, client) => {
    if (action === 'delete') return;
    const m = MESSAGES[locale];
    if (action === 'create') values.acceptedCount = 0;
    const opportunity = { ...before, ...values };
    checkTransition(MOVES, before?.status, values.status, locale, m.labels);
    if (!(new Date(String(opportunity.endsAt)) > new Date(String(opportunity.startsAt)))) throw badRequest(m.refused, { endsAt: m.order });
    if (id && 'requiredVolunteers' in values) {
      const accepted = await acceptedCount(client, id);
      if (accepted > Number(opportunity.requiredVolunteers)) throw conflict(m.below(accepted), { requiredVolunteers: m.below(accepted) });
    }
  },
}));
