import type { surveyQuestions } from '@club/schema/resources/surveyQuestions';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof surveyQuestions>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'أسئلة |||| سؤال |||| الأسئلة |||| أسئلة |||| سؤالًا |||| سؤال',
  fields: {
    surveyId: 'الاستبيان',
    position: 'م',
    question: 'السؤال',
    questionAr: 'السؤال بالعربية',
    questionType: 'نوع الإجابة',
    options: 'الخيارات (خيار في كل سطر)',
    required: 'إلزامي',
  },
  enums: { questionType: { text: 'نص حر', single: 'اختيار واحد', multiple: 'اختيار متعدد' } },
});
