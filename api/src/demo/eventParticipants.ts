import type { DemoRow, DemoSeed } from './demo-seed';

// A paid event's registration is invoiced under the club's VAT number.
export const after = ['websiteSettings'];

const GUESTS = [
  ['ليلى الحربي', '+966 55 301 4471'], ['عبدالله الشهري', '+966 50 712 9934'], ['هند القحطاني', '+966 56 442 1180'],
  ['مشعل العنزي', '+966 54 990 2215'], ['فهد المطلق', '+966 53 118 7760'], ['ريم السبيعي', '+966 55 678 3302'],
  ['عمر فاروق', '+966 59 204 8817'], ['نوف الدوسري', '+966 50 315 6649'],
] as const;

// Who came to the events: members, players and guests. At the past ones they attended or did not
// show up, and the event is completed after them; the coming ones have registrations, one cancelled.
export const demo: DemoSeed = (ctx) => {
  const events = ctx.records('events');
  const published = ctx.ids('events').filter((_, index) => events[index]!.status === 'published');
  const members = ctx.ids('clubMembers');
  const players = ctx.ids('players');
  const rows: DemoRow[] = [];
  published.forEach((eventId, eventIndex) => {
    const past = Date.parse(String(events[ctx.ids('events').indexOf(eventId)]!.endsAt)) < Date.now();
    for (let n = 0; n < 3; n += 1) {
      const k = eventIndex * 3 + n;
      const type = n === 0 ? 'member' : n === 1 ? (eventIndex % 2 === 0 ? 'player' : 'staff') : 'guest';
      const [fullName, phone] = GUESTS[k % GUESTS.length]!;
      const status = past ? (n === 2 ? 'noShow' : 'attended') : k % 5 === 4 ? 'cancelled' : 'registered';
      rows.push({
        eventId,
        participantType: type,
        memberId: type === 'member' ? members[k % members.length] : undefined,
        playerId: type === 'player' ? players[k % players.length] : undefined,
        fullName,
        phone: type === 'guest' || type === 'staff' ? phone : undefined,
        email: type === 'guest' && k % 2 ? `guest${k}@example.sa` : undefined,
        status,
        notes: k % 4 === 3 ? 'يحتاج إلى مدخل مهيأ للكراسي المتحركة.' : undefined,
        $then: past && n === 2 ? [{ resource: 'events', id: eventId, values: { status: 'completed' } }] : undefined,
      });
    }
  });
  return rows;
};
