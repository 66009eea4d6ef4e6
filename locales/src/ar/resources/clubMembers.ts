import type { clubMembers } from '@club/schema/resources/clubMembers';
import { defineResourceLocale } from '../../types';
import { genderLabels } from '../peopleLabels';

export const locale = defineResourceLocale<typeof clubMembers>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'أعضاء |||| عضو |||| أعضاء النادي |||| أعضاء |||| عضوًا |||| عضو',
  fields: {
    membershipNumber: 'رقم العضوية',
    fullName: 'الاسم بالإنجليزية',
    fullNameAr: 'الاسم بالعربية',
    nationalId: 'رقم الهوية / الإقامة',
    gender: 'الجنس',
    dateOfBirth: 'تاريخ الميلاد',
    phone: 'الجوال',
    email: 'البريد الإلكتروني',
    city: 'المدينة',
    membershipType: 'نوع العضوية',
    joinDate: 'تاريخ الانضمام',
    expiryDate: 'تنتهي العضوية في',
    notes: 'ملاحظات',
    status: 'الحالة',
  },
  enums: {
    gender: genderLabels,
    membershipType: {
      regular: 'عادية',
      family: 'عائلية',
      student: 'طلابية',
      honorary: 'فخرية',
      founding: 'تأسيسية',
    },
    status: {
      active: 'سارية',
      expired: 'منتهية',
      suspended: 'موقوفة',
      cancelled: 'ملغاة',
    },
  },
  rules: {
    endsAfterJoining: 'تنتهي العضوية بعد تاريخ الانضمام',
    activeNotEnded: 'انتهت العضوية: لا تكون سارية',
  },
});
