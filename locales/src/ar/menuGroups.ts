import type { MenuGroup } from '@club/schema';

/** The sidebar's group labels (SPEC §2), also the labels of the pages' `group` field. */
export const menuGroups: Record<MenuGroup, string> = {
  dashboard: 'لوحة التحكم',
  users: 'المستخدمون',
  systemSections: 'أقسام النظام',
  statistics: 'الإحصائيات والتحليلات',
  visits: 'الزيارات والمواعيد',
  financialAdmin: 'الشؤون المالية والإدارية',
  cases: 'القضايا والنزاعات',
  hr: 'الموارد البشرية',
  players: 'اللاعبون',
  technicalStaff: 'الجهاز الفني',
  trainingSchedules: 'جداول التدريب',
  matches: 'المباريات والبطولات',
  finance: 'المالية',
  academy: 'الأكاديمية والفئات العمرية',
  facilities: 'إدارة المرافق',
  clinics: 'العيادات',
  assets: 'الأصول',
  warehouse: 'المستودعات',
  correspondence: 'الصادر والوارد',
  internalOps: 'العمليات الداخلية والمهام',
};
