import type { surveyResponses } from '@club/schema/resources/surveyResponses';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof surveyResponses>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'ردود |||| رد على استبيان |||| الاستبيانات |||| ردود |||| ردًّا |||| رد',
  permission: 'الاستبيانات',
  fields: {
    surveyId: 'الاستبيان',
    phone: 'الجوال',
    answers: 'الإجابات',
    visitorName: 'اسم الزائر',
    invitationId: 'الدعوة',
    answeredCount: 'الأسئلة المجاب عنها',
  },
  rules: {
    surveyOpen: 'لا يستقبل هذا الاستبيان إجابات',
    answeredOnce: 'أجاب رقم الجوال هذا عن الاستبيان من قبل',
    answersByQuestion: 'تُعطى الإجابات بأرقام الأسئلة',
    unknownQuestion: 'لا يوجد في الاستبيان سؤال رقم %{key}',
    answerRequired: 'السؤال %{n} يحتاج إلى إجابة',
    answerNotAnOption: 'إجابة السؤال %{n} ليست من خياراته',
    answerOneOnly: 'للسؤال %{n} إجابة واحدة',
    answerText: 'إجابة السؤال %{n} نص من %{max} حرف على الأكثر',
  },
});
