import type { eventParticipants } from '@club/schema/resources/eventParticipants';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof eventParticipants>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'مشاركين |||| مشارك |||| المشاركون |||| مشاركين |||| مشاركًا |||| مشارك',
  fields: {
    eventId: 'الفعالية',
    participantType: 'نوع المشارك',
    memberId: 'عضو النادي',
    playerId: 'اللاعب',
    fullName: 'الاسم الكامل',
    phone: 'الجوال',
    email: 'البريد الإلكتروني',
    registeredAt: 'سُجّل في',
    checkedInAt: 'حضر في',
    amount: 'الرسوم (شاملة الضريبة)',
    paidAmount: 'المدفوع',
    notes: 'ملاحظات',
    status: 'الحالة',
  },
  enums: {
    participantType: {
      member: 'عضو',
      player: 'لاعب',
      staff: 'موظف',
      guest: 'ضيف',
    },
    status: {
      registered: 'مسجل',
      attended: 'حضر',
      noShow: 'لم يحضر',
      cancelled: 'ملغى',
    },
  },
  actions: { 'check-in': 'تسجيل الحضور', 'mark-no-show': 'تسجيل عدم الحضور', cancel: 'إلغاء التسجيل', 'register-again': 'إعادة التسجيل' },
  rules: {
    registrationWindow: 'التسجيل في هذه الفعالية غير متاح الآن',
    noShowOnceStarted: 'لا يُسجّل غياب المشارك قبل بدء الفعالية',
    member: 'اختر عضو النادي',
    player: 'اختر اللاعب',
    eventOpen: 'الفعالية غير مفتوحة للتسجيل',
    eventFull: 'الفعالية مكتملة: أماكنها الـ %{max} محجوزة',
  },
  texts: {
    cancelledCredit: 'إلغاء تسجيل %{name}',
    invoiceLine: 'تسجيل %{name} في %{event}',
    invoiceRounding: 'تقريب ضريبة القيمة المضافة',
  },
});
