import type { vehicleEntries } from '@club/schema/resources/vehicleEntries';
import { defineResourceLocale } from '../../types';
import { gateLabels } from '../visitLabels';

export const locale = defineResourceLocale<typeof vehicleEntries>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'دخول مركبات |||| دخول مركبة |||| دخول المركبات |||| دخول مركبات |||| دخول مركبة |||| دخول مركبة',
  permission: 'دخول المركبات',
  fields: {
    plateNumber: 'رقم اللوحة',
    vehicleType: 'نوع المركبة',
    make: 'الطراز',
    color: 'اللون',
    driverName: 'السائق',
    driverPhone: 'جوال السائق',
    purpose: 'الغرض',
    gate: 'البوابة',
    invitationId: 'الدعوة',
    entryAt: 'وقت الدخول',
    exitAt: 'وقت الخروج',
    durationMinutes: 'مدة البقاء بالدقائق',
    status: 'الحالة',
    notes: 'ملاحظات',
  },
  enums: {
    vehicleType: { car: 'سيارة', van: 'فان', bus: 'حافلة', truck: 'شاحنة', motorcycle: 'دراجة نارية' },
    purpose: { visit: 'زيارة', delivery: 'توصيل', contractor: 'مقاول', staff: 'موظف', teamBus: 'حافلة الفريق', emergency: 'طوارئ' },
    gate: gateLabels,
    status: { inside: 'بالداخل', left: 'غادرت' },
  },
  actions: { exit: 'تسجيل الخروج' },
  rules: {
    exitAfterEntry: 'تخرج المركبة بعد دخولها',
    leftOnce: 'غادرت المركبة من قبل',
  },
});
