import { badRequest } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';

const MESSAGES: Record<Locale, { refused: string; twice: string }> = {
  en: { refused: 'The team cannot be saved this way', twice: 'The head coach is not also an assistant' },
  ar: { refused: 'لا يمكن حفظ الفريق بهذه الطريقة', twice: 'لا يكون المدرب الرئيسي مساعدًا أيضًا' },
};

// A team's head coach is not one of its assistants (its player count is a declared rollup).
export const override = defineOverride(() => ({
  beforeWrite: ({ action, before, values, locale }) => {
    if (action === 'delete') return;
    const team = { ...before, ...values };
    if (team.headCoachId && ((team.assistantCoachIds as string[] | null) ?? []).includes(String(team.headCoachId))) {
      throw badRequest(MESSAGES[locale].refused, { assistantCoachIds: MESSAGES[locale].twice });
    }
  },
}));
