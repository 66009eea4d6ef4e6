import type { Locale } from '../i18n/messages';
import { badRequest } from '../crud/errors';
import { defineOverride } from '../server-overrides/define';
import { approvalActions, decide, guardEdit, startApproval } from './parts/approvals';
import { checkRequester, requestersOf } from './parts/requesters';

const MESSAGES: Record<Locale, { refused: string; order: string; tooLong: string }> = {
  en: { refused: 'The permission cannot be requested this way', order: 'The end comes after the start', tooLong: 'A permission is four hours at most' },
  ar: { refused: 'لا يمكن طلب الاستئذان بهذه الطريقة', order: 'تأتي النهاية بعد البداية', tooLong: 'الاستئذان أربع ساعات على الأكثر' },
};

const minutesOf = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
};

// Short leave: the end after the start, four hours at most, one's own (without the grant); it walks
// the permission route.
export const override = defineOverride(() => ({
  beforeWrite: async (write, client) => {
    if (write.action === 'delete') return guardEdit(write);
    if (write.recordAction) {
      await decide(client, write, await requestersOf(client, write));
      return;
    }
    if (write.action === 'update') guardEdit(write);
    const m = MESSAGES[write.locale];
    const request = { ...write.before, ...write.values };
    const minutes = minutesOf(String(request.toTime)) - minutesOf(String(request.fromTime));
    if (minutes <= 0) throw badRequest(m.refused, { toTime: m.order });
    if (minutes > 240) throw badRequest(m.refused, { toTime: m.tooLong });
    write.values.hours = Math.round((minutes / 60) * 100) / 100;
    await checkRequester(client, write, request.employeeId);
    if (write.action === 'create') await startApproval(client, write, 'permission', 'reason');
  },
  recordActions: approvalActions(),
}));
