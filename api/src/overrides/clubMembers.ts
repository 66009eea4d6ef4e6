import { badRequest } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { todayInRiyadh } from './parts/club-calendar';

const MESSAGES: Record<Locale, { refused: string; order: string; expired: string }> = {
  en: { refused: 'The member cannot be saved this way', order: 'A membership ends after the member joined', expired: 'The membership has ended: it is not active' },
  ar: { refused: 'لا يمكن حفظ العضو بهذه الطريقة', order: 'تنتهي العضوية بعد تاريخ الانضمام', expired: 'انتهت العضوية: لا تكون سارية' },
};

// A membership ends after the member joined, and an active one has not ended.
export const override = defineOverride(() => ({
  beforeWrite: ({ action, before, values, locale }) => {
    if (action === 'delete') return;
    const m = MESSAGES[locale];
    const member = { ...before, ...values };
    if (member.expiryDate && String(member.expiryDate) <= String(member.joinDate)) throw badRequest(m.refused, { expiryDate: m.order });
    // Back from the trash, a membership that ended meanwhile comes back as it was kept (days passing are no entry).
    if (action !== 'restore' && member.status === 'active' && member.expiryDate && String(member.expiryDate) < todayInRiyadh()) throw badRequest(m.refused, { status: m.expired });
  },
}));
