import type { GrantStrings } from '../types';

export const grants: GrantStrings = {
  contactDetails: { name: 'بيانات التواصل للمستخدمين', description: 'قراءة عناوين البريد الإلكتروني وأرقام هواتف المستخدمين' },
  userPreferences: { name: 'تفضيلات المستخدمين', description: 'قراءة الإعدادات الشخصية للمستخدمين' },
  roleMatrices: { name: 'صلاحيات الأدوار', description: 'قراءة ما يستطيع كل دور فعله' },
  allMaintenanceRequests: { name: 'كل طلبات الصيانة', description: 'رؤية جميع طلبات الصيانة، لا ما قدّمه المستخدم أو ما هو مسؤول عنه فقط' },
  salaries: { name: 'الرواتب', description: 'الاطلاع على رواتب الموظفين وبدلاتهم وبياناتهم البنكية ومكافآت نهاية الخدمة' },
  employeeContacts: { name: 'بيانات تواصل الموظفين', description: 'الاطلاع على أرقام جوالات الموظفين وبريدهم الإلكتروني' },
  allEmployeeRequests: { name: 'جميع طلبات الموظفين', description: 'الاطلاع على جميع طلبات الموارد البشرية، لا طلباته أو ما ينتظر قراره فقط' },
  hrCases: { name: 'جميع ملاحظات الموارد البشرية', description: 'قراءة جميع الملاحظات والشكاوى المرسلة إلى الموارد البشرية والرد عليها، لا ما أرسله المستخدم فقط' },
  feedbackAuthors: { name: 'مرسلو الملاحظات', description: 'معرفة الحساب الذي أرسل الملاحظة، بما فيها المرسلة دون ذكر الاسم' },
};
