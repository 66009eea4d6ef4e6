import type { issuances } from '@club/schema/resources/issuances';
import { defineResourceLocale } from '../../types';
import { paymentMethodLabels } from '../paymentLabels';

export const locale = defineResourceLocale<typeof issuances>({
  name: 'إصدارات |||| إصدار |||| الإصدارات |||| إصدارات |||| إصدارًا |||| إصدار',
  fields: {
    number: 'الرقم',
    type: 'النوع',
    holderType: 'صاحب الإصدار',
    clubMemberId: 'العضو',
    playerId: 'اللاعب',
    employeeId: 'الموظف',
    holderName: 'الاسم',
    title: 'العنوان',
    issueDate: 'تاريخ الإصدار',
    expiryDate: 'تاريخ الانتهاء',
    fee: 'الرسوم',
    feePaid: 'الرسوم مدفوعة',
    paymentMethod: 'طريقة الدفع',
    status: 'الحالة',
    replacedById: 'استُبدل بـ',
    revokedAt: 'تاريخ الإلغاء',
    revokeReason: 'سبب الإلغاء',
    document: 'المستند',
    notes: 'ملاحظات',
  },
  enums: {
    type: { membershipCard: 'بطاقة عضوية', playerCard: 'بطاقة لاعب', certificate: 'شهادة', letter: 'خطاب', permit: 'تصريح' },
    holderType: { member: 'عضو', player: 'لاعب', employee: 'موظف', other: 'شخص آخر' },
    paymentMethod: paymentMethodLabels,
    status: { valid: 'ساري', replaced: 'مستبدل', revoked: 'ملغى', expired: 'منتهٍ' },
  },
  actions: { revoke: 'إلغاء' },
  rules: {
    memberOnRecord: 'اختر صاحب الإصدار من السجلات',
    playerOnRecord: 'اختر صاحب الإصدار من السجلات',
    employeeOnRecord: 'اختر صاحب الإصدار من السجلات',
    holderNamed: 'اكتب اسم صاحب الإصدار',
    expiryOfCardsAndPermits: 'للبطاقة أو التصريح تاريخ انتهاء',
    expiresAfterIssue: 'ينتهي بعد إصداره',
    validOnlyChanges: 'لا يتغير الإصدار بعد إلغائه أو استبداله أو انتهائه',
    revocationReason: 'اذكر سبب الإلغاء',
    paymentMethod: 'اذكر طريقة دفع الرسوم',
    oneValidCard: 'لصاحب الإصدار بطاقة سارية من هذا النوع',
  },
});
