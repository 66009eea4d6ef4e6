import type { volunteerAssignments } from '@club/schema/resources/volunteerAssignments';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof volunteerAssignments>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'تكليفات |||| تكليف تطوعي |||| المتطوعون في الفعاليات |||| تكليفات |||| تكليفًا |||| تكليف',
  fields: {
    opportunityId: 'الفرصة',
    volunteerId: 'المتطوع',
    fullName: 'الاسم الكامل',
    nationalId: 'رقم الهوية / الإقامة',
    phone: 'الجوال',
    email: 'البريد الإلكتروني',
    role: 'الدور',
    source: 'قُدّم عبر',
    needsIdentityCheck: 'يُتحقق منه مع المتطوع',
    decidedById: 'قرّر',
    decidedAt: 'تاريخ القرار',
    rejectionReason: 'سبب الرفض',
    status: 'الحالة',
  },
  enums: {
    source: {
      office: 'المكتب',
      publicLink: 'رابط المتطوعين',
    },
    status: {
      applied: 'متقدم',
      accepted: 'مقبول',
      rejected: 'مرفوض',
      attended: 'حضر',
      noShow: 'لم يحضر',
    },
  },
  actions: { accept: 'قبول', reject: 'رفض', 'mark-attended': 'تسجيل الحضور', 'mark-no-show': 'تسجيل عدم الحضور' },
  rules: {
    volunteerOrDetails: 'اختر المتطوع، أو اكتب اسم المتقدم ورقم هويته وجواله',
    volunteerNotBlocked: 'لا يمكن لهذا المتطوع المشاركة في الفرص',
    appliedOnce: 'تقدّم هذا المتطوع لهذه الفرصة من قبل',
    rejectionReason: 'اذكر سبب رفض الطلب',
    opportunityOpen: 'الفرصة لا تستقبل متطوعين الآن',
    opportunityFull: 'تحتاج الفرصة %{max} متطوعًا واكتمل عددهم',
  },
  texts: {
    acceptedSubject: 'تم قبولك متطوعًا: %{opportunity}',
    acceptedText: 'عزيزنا %{name}، تم قبول طلبك للتطوع في %{opportunity}. نتطلع إلى لقائك.',
    rejectedSubject: 'طلب التطوع: %{opportunity}',
    rejectedText: 'عزيزنا %{name}، نعتذر عن قبول طلبك للتطوع في %{opportunity} هذه المرة: %{reason}',
  },
});
