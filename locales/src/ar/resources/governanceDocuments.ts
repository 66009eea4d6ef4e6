import type { governanceDocuments } from '@club/schema/resources/governanceDocuments';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof governanceDocuments>({
  name: 'وثائق حوكمة |||| وثيقة حوكمة |||| وثائق الحوكمة |||| وثائق حوكمة |||| وثيقةً |||| وثيقة',
  fields: {
    title: 'العنوان (إنجليزي)',
    titleAr: 'العنوان (عربي)',
    type: 'النوع',
    previousVersionId: 'إصدار جديد من',
    versionNumber: 'الإصدار',
    departmentId: 'الإدارة المالكة',
    summary: 'الملخص',
    file: 'المستند',
    effectiveDate: 'تاريخ السريان',
    reviewDate: 'تاريخ المراجعة',
    status: 'الحالة',
    approvedById: 'اعتمدها',
    approvedAt: 'تاريخ الاعتماد',
  },
  enums: {
    type: { policy: 'سياسة', bylaw: 'لائحة', procedure: 'إجراء', charter: 'ميثاق', minutes: 'محضر', decision: 'قرار' },
    status: { draft: 'مسودة', underReview: 'قيد المراجعة', approved: 'معتمدة', superseded: 'مستبدلة بإصدار أحدث', archived: 'مؤرشفة' },
  },
  actions: { submit: 'إرسال للمراجعة', approve: 'اعتماد', return: 'إعادة إلى المسودة', archive: 'أرشفة' },
  rules: {
    reviewAfterEffective: 'تاريخ المراجعة بعد تاريخ السريان',
    actionState: 'المستند ليس في حالة ينطبق عليها هذا الإجراء',
    reasonGiven: 'اذكر السبب',
    draftEdited: 'لا يُعدَّل إلا المسودة؛ يتغير المستند المعتمد بإصدار جديد',
    followsApproved: 'الإصدار الجديد يتبع مستندًا معتمدًا',
    sameType: 'الإصدار الجديد من نوع المستند نفسه',
    latestVersion: 'يتبعه الإصدار %{version} من قبل',
  },
});
