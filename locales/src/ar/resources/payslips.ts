import type { payslips } from '@club/schema/resources/payslips';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof payslips>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'قسائم رواتب |||| قسيمة راتب |||| قسائم الرواتب |||| قسائم رواتب |||| قسيمة |||| قسيمة',
  fields: {
    payrollRunId: 'مسير الرواتب',
    employeeId: 'الموظف',
    month: 'الشهر',
    departmentId: 'الإدارة',
    nationalId: 'رقم الهوية / الإقامة',
    bankIban: 'الآيبان',
    paidDays: 'الأيام المدفوعة',
    basicSalary: 'الراتب الأساسي',
    housingAllowance: 'بدل السكن',
    transportAllowance: 'بدل النقل',
    otherAllowances: 'بدلات أخرى',
    overtimeHours: 'العمل الإضافي (ساعات)',
    overtimePay: 'أجر العمل الإضافي',
    grossPay: 'إجمالي الاستحقاقات',
    unpaidLeaveDays: 'إجازة بدون راتب (أيام)',
    unpaidLeaveDeduction: 'حسم الإجازة بدون راتب',
    reducedPayDays: 'أيام إجازة بأجر جزئي',
    reducedPayDeduction: 'الجزء غير المدفوع من الإجازة بأجر جزئي',
    absenceDays: 'غياب بدون عذر (أيام)',
    absenceDeduction: 'حسم الغياب',
    penaltiesDeduction: 'الجزاءات',
    advanceInstalment: 'قسط السلفة',
    carriedIn: 'حسومات مرحّلة من الشهر السابق',
    deductionCap: 'أقصى ما يُحسم (نصف الأجر المستحق)',
    carriedOver: 'حسومات مرحّلة إلى الشهر التالي',
    totalDeductions: 'إجمالي الحسومات',
    gosiWage: 'الأجر الخاضع للتأمينات',
    gosiEmployee: 'التأمينات الاجتماعية (الموظف)',
    gosiEmployer: 'التأمينات الاجتماعية: حصة المنشأة (لا تُحسم)',
    netPay: 'صافي الراتب',
  },
  rules: {
    onePerEmployee: 'للموظف قسيمة في هذا المسير مسبقًا',
  },
});
