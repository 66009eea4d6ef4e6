import type { players } from '@club/schema/resources/players';
import { defineResourceLocale } from '../../types';
import { genderLabels, nationalityLabels } from '../peopleLabels';

export const locale = defineResourceLocale<typeof players>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'لاعبون |||| لاعب |||| اللاعبون |||| لاعبين |||| لاعبًا |||| لاعب',
  fields: {
    playerNo: 'رقم اللاعب',
    fullName: 'الاسم الكامل',
    fullNameAr: 'الاسم الكامل بالعربية',
    nationalId: 'رقم الهوية أو الإقامة',
    dateOfBirth: 'تاريخ الميلاد',
    age: 'العمر',
    ageGroupId: 'الفئة العمرية',
    gender: 'الجنس',
    nationality: 'الجنسية',
    position: 'المركز',
    preferredFoot: 'القدم المفضلة',
    teamId: 'الفريق',
    shirtNumber: 'رقم القميص',
    heightCm: 'الطول (سم)',
    weightKg: 'الوزن (كغ)',
    photo: 'الصورة',
    phone: 'الجوال',
    status: 'الحالة',
    registrationDate: 'تاريخ التسجيل',
    portalUserIds: 'حسابات بوابة أولياء الأمور',
    attendanceRate: 'نسبة الحضور (%)',
    matchesPlayed: 'المباريات',
    minutesPlayed: 'دقائق اللعب',
    goals: 'الأهداف',
    assists: 'التمريرات الحاسمة',
    notes: 'ملاحظات',
  },
  enums: {
    gender: genderLabels,
    nationality: nationalityLabels,
    position: { goalkeeper: 'حارس مرمى', defender: 'مدافع', midfielder: 'لاعب وسط', forward: 'مهاجم' },
    preferredFoot: { right: 'اليمنى', left: 'اليسرى', both: 'كلتاهما' },
    status: { active: 'نشط', injured: 'مصاب', suspended: 'موقوف', inactive: 'غير نشط' },
  },
  rules: {
    ageLimits: 'عمر اللاعب بين %{min} و%{max} سنة',
    injuredWhileTreated: 'للاعب خطة علاجية جارية: يبقى مصابًا حتى تنتهي',
  },
});
