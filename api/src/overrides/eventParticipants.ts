import { defineOverride } from '../server-overrides/define';

const time = (value: unknown): number | undefined => (value === null || value === undefined ? undefined : new Date(value as string | Date).getTime());

// A participant's moves, the event being published, its capacity and the event's count are declared
// (schema/src/resources/eventParticipants.ts, events.ts). What stays here: a member's or player's
// name (and phone) come from their record; a registration falls in the event's window; a no-show is
// marked once the event started (each compares the event's times with now).
export const override = defineOverride(({ records, rules }) => ({
  beforeWrite: async (write) => {
    const { action, before, values } = write;
    if (action === 'delete') return;
    const participant = { ...before, ...values };
    const type = String(participant.participantType);
    const ref = type === 'member' ? 'memberId' : type === 'player' ? 'playerId' : undefined;
    if (type !== 'member') values.memberId = null;
    if (type !== 'player') values.playerId = null;
    if (ref && participant[ref] && (action === 'create' || ref in values)) {
      const [person] = await records.find(ref === 'memberId' ? 'clubMembers' : 'players', { id: participant[ref] }, { limit: 1 });
      if (person) Object.assign(values, { fullName: person.fullNameAr, ...(participant.phone ? {} : { phone: person.phone ?? null }) });
    }
    if (action === 'create') values.registeredAt = new Date().toISOString();
    const [event] = await records.find('events', { id: participant.eventId }, { limit: 1 });
    if (!event) return; // the reference check answers it
    // A no-show back from the trash was marked so once the event started (its time may have moved since).
    if (action !== 'restore' && values.status === 'noShow' && before?.status !== 'noShow' && time(event.startsAt)! > Date.now()) throw rules.refuse(write, 'noShowOnceStarted', {}, 409);
    // A registration (new, or back from a cancellation) falls in the event's window; a walk-in needs none.
    if (participant.status === 'registered' && (action === 'create' || before?.status === 'cancelled')) {
      const now = Date.now();
      const [opens, closes] = [time(event.registrationOpensAt), time(event.registrationClosesAt)];
      if ((opens !== undefined && opens > now) || (closes !== undefined && closes < now)) throw rules.refuse(write, 'registrationWindow', {}, 409);
    }
  },
}));
