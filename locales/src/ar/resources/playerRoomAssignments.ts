import type { playerRoomAssignments } from '@club/schema/resources/playerRoomAssignments';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof playerRoomAssignments>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'تسكينات |||| تسكين |||| توزيع الغرف |||| تسكينات |||| تسكينًا |||| تسكين',
  fields: {
    residenceId: 'الإقامة',
    playerId: 'اللاعب',
    playerName: 'اسم اللاعب',
    roomId: 'الغرفة',
    bedNumber: 'السرير',
    startOn: 'من',
    endOn: 'حتى (أول يوم مغادرة)',
    status: 'الحالة',
    reason: 'السبب',
    notes: 'ملاحظات',
  },
  enums: {
    status: { upcoming: 'قادم', current: 'حالي', ended: 'منتهٍ' },
    reason: { arrival: 'وصول', move: 'نقل غرفة', request: 'طلب اللاعب', other: 'أخرى' },
  },
  actions: {
    move: 'نقل إلى سرير آخر',
  },
});
