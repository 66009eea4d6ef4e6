import type { GrantStrings } from '../types';

export const grants: GrantStrings = {
  contactDetails: { name: 'بيانات التواصل للمستخدمين', description: 'قراءة أرقام هواتف المستخدمين' },
  allMaintenanceRequests: { name: 'كل طلبات الصيانة', description: 'رؤية جميع طلبات الصيانة، لا ما قدّمه المستخدم أو ما هو مسؤول عنه فقط' },
};
