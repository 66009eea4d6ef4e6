import type { ScreenStrings } from '../types';

export const screens: ScreenStrings = {
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
