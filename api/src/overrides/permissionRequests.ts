import type { Locale } from '../i18n/messages';
import { badRequest } from '../crud/errors';
import { defineOverride } from '../server-overrides/define';
import { approvableRequest, approvalActions } from './parts/approvals';
import { checkRequester } from './parts/requesters';

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
  beforeWrite: approvableRequest({
    requestType: () => 'permission',
    typeField: 'reason',
    check: async (write, client, request) => {
      const m = MESSAGES[write.locale];
      const minutes = minutesOf(String(request.toTime)) - minutesOf(String(request.fromTime));
      if (minutes <= 0) throw badRequest(m.refused, { toTime: m.order });
      if (minutes > 240) throw badRequest(m.refused, { toTime: m.tooLong });
      write.values.hours = Math.round((minutes / 60) * 100) / 100;
      await checkRequester(client, write, request.employeeId);
    },
  }),
  recordActions: approvalActions(),
}));
