import type { employees } from '@club/schema/resources/employees';
import { defineResourceLocale } from '../../types';
import { genderLabels, nationalityLabels } from '../peopleLabels';

export const locale = defineResourceLocale<typeof employees>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'موظفين |||| موظف |||| الموظفون |||| موظفين |||| موظفًا |||| موظف',
  fields: {
    employeeNo: 'الرقم الوظيفي',
    fullName: 'الاسم الكامل',
    fullNameAr: 'الاسم الكامل بالعربية',
    nationalId: 'رقم الهوية / الإقامة',
    nationality: 'الجنسية',
    gender: 'الجنس',
    dateOfBirth: 'تاريخ الميلاد',
    phone: 'الجوال',
    email: 'البريد الإلكتروني',
    departmentId: 'الإدارة',
    positionId: 'الوظيفة',
    managerId: 'المدير المباشر',
    workScheduleId: 'جدول الدوام',
    hireDate: 'تاريخ التعيين',
    contractType: 'نوع العقد',
    basicSalary: 'الراتب الأساسي',
    housingAllowance: 'بدل السكن',
    transportAllowance: 'بدل النقل',
    otherAllowances: 'بدلات أخرى',
    bankIban: 'رقم الآيبان',
    gosiRegistrationDate: 'تاريخ أول تسجيل في التأمينات الاجتماعية',
    userId: 'حساب المستخدم',
    status: 'الحالة',
    annualLeaveBalance: 'رصيد الإجازة السنوية (أيام)',
    sickLeaveBalance: 'رصيد الإجازة المرضية (أيام)',
    emergencyLeaveBalance: 'رصيد الإجازة الاضطرارية (أيام)',
  },
  enums: {
    nationality: nationalityLabels,
    gender: genderLabels,
    contractType: { unlimited: 'غير محدد المدة', fixedTerm: 'محدد المدة', partTime: 'دوام جزئي', temporary: 'مؤقت', training: 'تدريب' },
    status: { active: 'على رأس العمل', onLeave: 'في إجازة', suspended: 'موقوف', terminated: 'منتهية خدمته' },
  },
  rules: {
    notOwnManager: 'لا يكون الموظف مديرًا مباشرًا لنفسه',
    positionFull: 'الوظيفة مكتملة: عددها المعتمد %{max}',
  },
});
