import type { ScreenStrings } from '../types';

export const screens: ScreenStrings = {
  archivedActivities: {
    title: 'الأنشطة المؤرشفة',
    intro: 'الاجتماعات المكتملة أو الملغاة والزيارات المنتهية، الأحدث أولًا. افتح أيًّا منها للاطلاع عليه.',
    search: 'البحث في الأرشيف',
    kind: 'النوع',
    what: 'الاجتماع أو الزائر',
    when: 'الموعد',
    status: 'الحالة',
    empty: 'لا شيء في الأرشيف يطابق البحث.',
    loadFailed: 'تعذر تحميل الأرشيف. أعد تحميل الصفحة.',
  },
  applicationBoard: {
    title: 'لوحة التوظيف',
    intro: 'كل طلب توظيف في مرحلته من مسار التوظيف؛ انقله إلى المرحلة التالية أو ارفضه.',
    moveTo: 'نقل إلى %{stage}',
    reject: 'رفض',
    moved: '%{name}: %{stage}',
    empty: 'لا يوجد',
    loadFailed: 'تعذّر تحميل الطلبات. أعد تحميل الصفحة.',
  },
  taskReport: {
    title: 'تقرير المهام',
    intro: 'سير العمل: عدد المهام حسب حالتها وحسب أولويتها.',
    byStatus: 'المهام حسب الحالة',
    byPriority: 'المهام حسب الأولوية',
    value: 'القيمة',
    count: 'المهام',
    share: 'النسبة',
    total: 'الإجمالي',
    openList: 'فتح المهام',
    loadFailed: 'تعذّر تحميل التقرير.',
  },
};
