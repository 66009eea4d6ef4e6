import type { Locale } from '../i18n/messages';
import { badRequest } from '../crud/errors';
import { defineOverride } from '../server-overrides/define';
import { approvableRequest, approvalActions } from './parts/approvals';
import { checkRequester } from './parts/requesters';

// A length between two times at most: no declared check measures one.
const MESSAGES: Record<Locale, { refused: string; tooLong: string }> = {
  en: { refused: 'The permission cannot be requested this way', tooLong: 'A permission is four hours at most' },
  ar: { refused: 'لا يمكن طلب الاستئذان بهذه الطريقة', tooLong: 'الاستئذان أربع ساعات على الأكثر' },
};

const minutesOf = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
};

// Short leave (the end after the start: declared): four hours at most, one's own (without the grant); it walks
// the permission route.
export const override = defineOverride(() => ({
  beforeWrite: approvableRequest({
    requestType: () => 'permission',
    typeField: 'reason',
    check: async (write, client, request) => {
      const m = MESSAGES[write.locale];
      const minutes = minutesOf(String(request.toTime)) - minutesOf(String(request.fromTime));
      if (minutes > 240) throw badRequest(m.refused, { toTime: m.tooLong });
      write.values.hours = Math.round((minutes / 60) * 100) / 100;
      await checkRequester(client, write, request.employeeId);
    },
  }),
  recordActions: approvalActions(),
}));
