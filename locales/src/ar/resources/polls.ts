import type { polls } from '@club/schema/resources/polls';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof polls>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'استطلاعات |||| استطلاع |||| الاستطلاعات |||| استطلاعات |||| استطلاعًا |||| استطلاع',
  permission: 'الاستطلاع',
  fields: {
    title: 'العنوان',
    description: 'الوصف',
    audience: 'الفئة المستهدفة',
    startsAt: 'موعد البدء',
    endsAt: 'موعد الإغلاق',
    status: 'الحالة',
    isAnonymous: 'دون إظهار الهوية',
    ownerId: 'المسؤول',
  },
  enums: {
    audience: { members: 'أعضاء النادي', parents: 'أولياء الأمور', players: 'اللاعبون', staff: 'الموظفون', public: 'الجمهور' },
    status: { draft: 'مسودة', open: 'مفتوح', closed: 'مغلق' },
  },
  rules: {
    endsAfterStart: 'ينتهي الاستطلاع بعد بدايته',
    anonymityKept: 'للاستطلاع إجابات: تبقى سريته كما أُبلغ المصوتون',
  },
});
