import { defineOverride } from '../server-overrides/define';
import { checkRequester } from './parts/requesters';

const minutesOf = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
};

// Short leave (the end after the start and the permission route: declared): four hours at most (a
// length no check measures), one's own (without the grant), its hours derived.
export const override = defineOverride(({ rules }) => ({
  beforeWrite: async (write, client) => {
    // A decision is the route's (the engine's); the request's own values are judged when made or edited.
    if (write.action === 'delete' || write.recordAction) return;
    const request = { ...write.before, ...write.values };
    const minutes = minutesOf(String(request.toTime)) - minutesOf(String(request.fromTime));
    if (minutes > 240) throw rules.refuse(write, 'fourHoursAtMost');
    write.values.hours = Math.round((minutes / 60) * 100) / 100;
    await checkRequester(rules, client, write, request.employeeId);
  },
}));
