import type { Locale } from '../i18n/messages';
import { badRequest } from '../crud/errors';
import { defineOverride } from '../server-overrides/define';

const MESSAGES: Record<Locale, { refused: string; scoreNeeded: string; recommendationNeeded: string; closed: string }> = {
  en: {
    refused: 'The interview cannot be saved this way',
    scoreNeeded: 'A completed interview has its score',
    recommendationNeeded: 'A completed interview has its recommendation',
    closed: 'The application is already closed (hired or rejected): no interview is scheduled for it',
  },
  ar: {
    refused: 'لا يمكن حفظ المقابلة بهذه الطريقة',
    scoreNeeded: 'للمقابلة التي تمت درجتها',
    recommendationNeeded: 'للمقابلة التي تمت توصيتها',
    closed: 'طلب التوظيف مغلق مسبقًا (تعيين أو رفض)',
  },
};

// A completed interview has its score and recommendation; a closed application gets no new
// interview to hold (one held before may still be recorded).
export const override = defineOverride(() => ({
  beforeWrite: async (write, client) => {
    if (write.action === 'delete') return;
    const m = MESSAGES[write.locale];
    const interview = { ...write.before, ...write.values };
    if (interview.status === 'completed') {
      if (interview.score === null || interview.score === undefined) throw badRequest(m.refused, { score: m.scoreNeeded });
      if (!interview.recommendation) throw badRequest(m.refused, { recommendation: m.recommendationNeeded });
    }
    if (write.action === 'create' && interview.status === 'scheduled') {
      const { rows } = await client.query('SELECT "stage" FROM "job_applications" WHERE "id" = $1', [interview.applicationId]);
      if (rows[0] && (rows[0].stage === 'hired' || rows[0].stage === 'rejected')) throw badRequest(m.refused, { applicationId: m.closed });
    }
  },
}));
