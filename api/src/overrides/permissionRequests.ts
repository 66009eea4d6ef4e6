import { defineOverride } from '../server-overrides/define';
import { approvableRequest, approvalActions } from './parts/approvals';
import { checkRequester } from './parts/requesters';

const minutesOf = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
};

// Short leave (the end after the start: declared): four hours at most (a length no check measures), one's own (without the grant); it walks
// the permission route.
export const override = defineOverride(({ rules }) => ({
  beforeWrite: approvableRequest({
    requestType: () => 'permission',
    typeField: 'reason',
    check: async (write, client, request) => {
      const minutes = minutesOf(String(request.toTime)) - minutesOf(String(request.fromTime));
      if (minutes > 240) throw rules.refuse(write, 'fourHoursAtMost');
      write.values.hours = Math.round((minutes / 60) * 100) / 100;
      await checkRequester(client, write, request.employeeId);
    },
  }),
  recordActions: approvalActions(),
}));
