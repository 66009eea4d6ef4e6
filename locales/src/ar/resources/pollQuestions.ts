import type { pollQuestions } from '@club/schema/resources/pollQuestions';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof pollQuestions>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'أسئلة استطلاع |||| سؤال استطلاع |||| أسئلة الاستطلاعات |||| أسئلة استطلاع |||| سؤالًا |||| سؤال',
  fields: {
    pollId: 'الاستطلاع',
    sortOrder: 'الترتيب',
    question: 'السؤال',
    questionAr: 'السؤال بالعربية',
    choiceType: 'نوع الاختيار',
    maxChoices: 'أقصى عدد للخيارات',
    required: 'إلزامي',
    responsesCount: 'عدد الإجابات',
  },
  enums: { choiceType: { single: 'اختيار واحد', multiple: 'اختيار متعدد' } },
  actions: { answer: 'إجابة' },
  rules: {
    maxChoicesOfMultiple: 'يحدد عدد الخيارات للسؤال متعدد الاختيارات فقط',
    answeredStays: 'للسؤال إجابات: يبقى نوع الاختيار كما أُجيب عنه',
    signInToAnswer: 'سجّل الدخول بحسابك للإجابة',
    pollOpen: 'الاستطلاع غير مفتوح للإجابة الآن',
    chooseOne: 'اختر خيارًا واحدًا',
    chooseSome: 'اختر من خيار واحد إلى %{max} خيارات',
    ownOptions: 'اختر من خيارات السؤال نفسه',
    answeredOnce: 'أجبت عن هذا السؤال من قبل',
  },
});
