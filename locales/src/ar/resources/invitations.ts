import type { invitations } from '@club/schema/resources/invitations';
import { defineResourceLocale } from '../../types';
import { visitPurposeLabels } from '../visitLabels';

export const locale = defineResourceLocale<typeof invitations>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'دعوات |||| دعوة |||| تسجيل الدعوات |||| دعوات |||| دعوة |||| دعوة',
  permission: 'تسجيل دعوة',
  fields: {
    code: 'الرمز',
    visitorName: 'اسم الزائر',
    phone: 'الجوال',
    email: 'البريد الإلكتروني',
    nationalId: 'رقم الهوية / الإقامة',
    organization: 'الجهة',
    hostId: 'المستضيف',
    hostName: 'المستضيف',
    purpose: 'الغرض من الزيارة',
    visitDate: 'تاريخ الزيارة',
    startTime: 'من',
    endTime: 'إلى',
    place: 'المكان',
    personsCount: 'عدد الأشخاص',
    vehiclePlate: 'لوحة المركبة',
    orderId: 'طلب الدعوات',
    status: 'الحالة',
    decidedById: 'صاحب القرار',
    decidedAt: 'وقت القرار',
    decisionComment: 'ملاحظة القرار',
    confirmedAt: 'وقت تأكيد الحضور',
    checkedInAt: 'وقت الدخول',
    checkedOutAt: 'وقت الخروج',
    notes: 'ملاحظات',
  },
  enums: {
    purpose: visitPurposeLabels,
    status: { pending: 'بانتظار الاعتماد', approved: 'معتمدة', rejected: 'مرفوضة', checkedIn: 'تم الدخول', checkedOut: 'تم الخروج', cancelled: 'ملغاة' },
  },
  actions: { approve: 'اعتماد', reject: 'رفض', 'check-in': 'تسجيل الدخول', 'check-out': 'تسجيل الخروج', cancel: 'إلغاء الدعوة' },
  publicActions: { confirm: { label: 'تأكيد حضوري', done: 'شكرًا لك، تم تأكيد حضورك. أبرز رمز الاستجابة السريعة عند البوابة.' } },
  rules: {
    gateKnown: 'اختر إحدى البوابات',
    badgeLength: 'رقم البطاقة 20 حرفًا على الأكثر',
    momentNotFuture: 'اذكر وقت حدوثه، على ألا يتجاوز الآن',
    outAfterIn: 'يغادر الزائر بعد دخوله',
    notesOnceIn: 'بعد دخول الزائر لا تتغير إلا الملاحظات',
    endsAfterStart: 'ينتهي وقت الزيارة بعد بدايتها',
    visitAhead: 'مضى تاريخ الزيارة',
  },
});
