import { causeOf } from '../crud/cause';
import { defineOverride } from '../server-overrides/define';
import { bilingualLine, creditUnpaidInvoices, dropDraftInvoices, invoiceCharge, linesForTotal, roundingLine } from './parts/billing';
import { todayInRiyadh } from './parts/club-calendar';
import { primaryParentOf } from './parts/payers';

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
    // What the registration costs: the event's fee when made (a later change of fee leaves it).
    if (action === 'create') values.amount = Number(event.fee ?? 0);
    // A no-show back from the trash was marked so once the event started (its time may have moved since).
    if (action !== 'restore' && values.status === 'noShow' && before?.status !== 'noShow' && time(event.startsAt)! > Date.now()) throw rules.refuse(write, 'noShowOnceStarted', {}, 409);
    // A registration (new, or back from a cancellation) falls in the event's window; a walk-in needs none.
    if (participant.status === 'registered' && (action === 'create' || before?.status === 'cancelled')) {
      const now = Date.now();
      const [opens, closes] = [time(event.registrationOpensAt), time(event.registrationClosesAt)];
      if ((opens !== undefined && opens > now) || (closes !== undefined && closes < now)) throw rules.refuse(write, 'registrationWindow', {}, 409);
    }
  },
  // A paying registration (the event has a fee) gets its invoice in the same transaction, due by the
  // event's day: to the member, or to a player's primary parent, or to the guest.
  afterWrite: async (event, client) => {
    if (event.action === 'delete') return dropDraftInvoices(records, 'eventParticipantId', event.id, causeOf(event));
    const participant = event.after;
    // A registration cancelled owes nothing: its invoice, unpaid, is credited.
    if (event.action === 'update' && participant?.status === 'cancelled' && event.before?.status !== 'cancelled') {
      return creditUnpaidInvoices(records, 'eventParticipantId', event.id, bilingualLine(rules, event.resource, 'cancelledCredit', () => ({ name: String(participant.fullName) })), causeOf(event));
    }
    if (event.action !== 'create' || !participant || !['registered', 'attended'].includes(String(participant.status))) return;
    const amount = Math.round(Number(participant.amount ?? 0) * 100);
    if (amount <= 0) return;
    const [held] = await records.find('events', { id: participant.eventId }, { limit: 1 });
    const day = new Date(held!.startsAt as string).toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' });
    const parent = participant.playerId ? await primaryParentOf(records, String(participant.playerId)) : undefined;
    const description = bilingualLine(rules, event.resource, 'invoiceLine', (locale) => ({ event: String(locale === 'ar' ? held!.titleAr : held!.title), name: String(participant.fullName) }));
    await invoiceCharge(records, client, {
      customerName: String(parent?.fullNameAr ?? participant.fullName),
      customerEmail: (parent?.email ?? participant.email ?? null) as string | null,
      clubMemberId: (participant.memberId as string | null) ?? null,
      parentId: (parent?.id as string | undefined) ?? null,
      dueDate: day < todayInRiyadh() ? todayInRiyadh() : day,
      source: { eventParticipantId: event.id },
      items: linesForTotal(amount, description, roundingLine(rules, event.resource)),
    }, causeOf(event));
  },
}));
