import { badRequest } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { todayInRiyadh } from './parts/club-calendar';

const MESSAGES: Record<Locale, { refused: string; future: string; restrictions: string; validity: string; validOrder: string }> = {
  en: {
    refused: 'The checkup cannot be saved this way',
    future: 'A checkup is dated today or earlier',
    restrictions: 'Name the restrictions',
    validity: 'A fit verdict says until when it holds',
    validOrder: 'The verdict holds until after the checkup',
  },
  ar: {
    refused: 'لا يمكن حفظ الفحص بهذه الطريقة',
    future: 'يُؤرَّخ الفحص باليوم أو بما قبله',
    restrictions: 'اذكر القيود',
    validity: 'لنتيجة اللياقة تاريخ صلاحية',
    validOrder: 'تنتهي الصلاحية بعد تاريخ الفحص',
  },
};

// A checkup is dated today or earlier; a fit verdict holds until a later day, with its
// restrictions named when it has some; an unfit verdict holds no validity.
export const override = defineOverride(() => ({
  beforeWrite: ({ action, before, values, locale }) => {
    if (action === 'delete') return;
    const m = MESSAGES[locale];
    const checkup = { ...before, ...values };
    if (String(checkup.checkupDate) > todayInRiyadh()) throw badRequest(m.refused, { checkupDate: m.future });
    if (checkup.result === 'fitWithRestrictions' && !String(checkup.restrictions ?? '').trim()) throw badRequest(m.refused, { restrictions: m.restrictions });
    if (checkup.result === 'unfit') {
      values.validUntil = null;
      return;
    }
    if (!checkup.validUntil) throw badRequest(m.refused, { validUntil: m.validity });
    if (String(checkup.validUntil) <= String(checkup.checkupDate)) throw badRequest(m.refused, { validUntil: m.validOrder });
  },
}));
