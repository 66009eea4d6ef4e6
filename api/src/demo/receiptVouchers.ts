import type { DemoAction, DemoRow, DemoSeed } from './demo-seed';
import { paidShareOf } from './playerSubscriptions';

// Receipts are written after what they pay: the invoices, and what made invoices of its own.
export const after = ['invoices', 'subscriptions', 'playerSubscriptions', 'facilityBookings', 'eventParticipants'];

const METHODS = ['transfer', 'mada', 'cheque', 'card', 'cash'] as const;
type Method = (typeof METHODS)[number];

/** What a method asks besides the amount (a cheque's number, date and bank; a transfer's bank and reference). */
const methodFields = (method: Method, date: string, seed: number, bank: string): DemoRow => ({
  method,
  chequeNumber: method === 'cheque' ? `00${4417 + seed}` : undefined,
  chequeDate: method === 'cheque' ? date : undefined,
  bankName: method === 'cheque' || method === 'transfer' ? bank : undefined,
  reference: method === 'cash' || method === 'cheque' ? undefined : `${method === 'transfer' ? 'TRF' : 'APP'}${String(380_211 + seed * 977)}`,
});

// The cash desk's receipts: the issued invoices paid line by line (some in two payments, one in
// part, the newest partly with another's rest), members' subscriptions and instalments, parents'
// academy months, a school's hire of the stadium (each confirmed, then its credit allocated to the
// record's invoices, oldest due first: one member paid ahead, which stays his credit), a sponsor's
// transfer; written by the cashier and confirmed by finance, one draft, one canceled.
export const demo: DemoSeed = function* (ctx) {
  const users = ctx.ids('users');
  const cashier = users[8] ?? users[0]!;
  // The cashier writes each receipt; finance confirms it (the one who prepares a voucher never confirms it).
  const finance = users[3] ?? users[0]!;
  const banks = ['مصرف الراجحي', 'Saudi National Bank', 'بنك الرياض', 'Alinma Bank'];
  const records = ctx.records('invoices');
  const ids = ctx.ids('invoices');
  // Invoices still owed: issued, not a credit note, and not the one a credit note canceled.
  const credited = new Set(records.map((invoice) => invoice.creditedInvoiceId).filter(Boolean));
  const owed = records.flatMap((invoice, index) => (invoice.status === 'issued' && invoice.type !== 'creditNote' && !credited.has(ids[index]) ? [{ ...invoice, id: ids[index]! } as Record<string, unknown>] : []));
  const halalas = (value: unknown) => Math.round(Number(value) * 100);
  let seed = 0;
  const receipt = (values: DemoRow, days: number, actions: DemoAction[] = [{ name: 'confirm', by: finance }]): DemoRow => {
    seed += 1;
    const method = METHODS[seed % METHODS.length]!;
    return { voucherDate: ctx.dateFromToday(days), ...methodFields(method, ctx.dateFromToday(days), seed, ctx.oneOf(banks)), ...values, $by: cashier, $actions: actions };
  };
  const payerTypeOf = (invoice: Record<string, unknown>, index: number) => (invoice.type === 'standard' ? 'company' : index % 2 ? 'parent' : 'member');
  // The newest invoice is still owed but for a part paid with the third's rest.
  for (const [index, invoice] of owed.slice(0, -1).entries()) {
    const total = halalas(invoice.total);
    // The third pays half now, the rest later; the first, second and fourth come in two payments.
    const parts = index === 2 ? [Math.round(total / 2)] : [0, 1, 3].includes(index) ? [Math.round(total * 0.4), total - Math.round(total * 0.4)] : [total];
    for (const [part, amount] of parts.entries()) {
      yield receipt({
        payerName: invoice.customerName,
        payerType: payerTypeOf(invoice, index),
        amount: amount / 100,
        reason: index === 2 ? `دفعة أولى من الفاتورة ${invoice.number}` : parts.length > 1 ? `${part === 0 ? 'دفعة مقدمة من' : 'باقي'} الفاتورة ${invoice.number}` : `Payment of invoice ${invoice.number}`,
        allocations: [{ invoiceId: invoice.id, amount: amount / 100 }],
      }, -index * 3 + part);
    }
  }
  const third = owed[2];
  const newest = owed.at(-1);
  if (third && newest && third !== newest) {
    const rest = halalas(third.total) - Math.round(halalas(third.total) / 2);
    const part = Math.round(halalas(newest.total) * 0.3);
    yield receipt({
      payerName: third.customerName,
      payerType: payerTypeOf(third, 2),
      amount: (rest + part) / 100,
      reason: `باقي الفاتورة ${third.number} ودفعة من الفاتورة ${newest.number}`,
      allocations: [{ invoiceId: third.id, amount: rest / 100 }, { invoiceId: newest.id, amount: part / 100 }],
    }, -1);
  }

  // Members' subscriptions: paid whole, or their first instalments; one ahead of his invoices (his credit), two not yet.
  const members = ctx.records('clubMembers');
  const memberIds = ctx.ids('clubMembers');
  const subscriptions = ctx.records('subscriptions');
  for (const [index, subscription] of subscriptions.entries()) {
    if (index === 6 || index === 12) continue;
    const id = ctx.ids('subscriptions')[index]!;
    const owedNow = halalas(subscription.price) - halalas(subscription.discount ?? 0);
    const instalments = Number(subscription.instalments ?? 1);
    const share = index === 2 || index === 9 ? 0.5 : instalments > 1 ? Math.ceil(instalments / 2) / instalments : 1;
    const paying = Math.round(owedNow * share) + (index === 4 ? 20_000 : 0);
    if (paying <= 0) continue;
    const member = members[memberIds.indexOf(String(subscription.clubMemberId))];
    yield receipt({
      payerName: String(member?.fullNameAr ?? member?.fullName ?? ''),
      payerType: 'member',
      clubMemberId: subscription.clubMemberId,
      amount: paying / 100,
      reason: `اشتراك ${String(subscription.number)}${instalments > 1 ? ' - أقساط' : ''}`,
    }, -2 - (index % 9), [{ name: 'confirm', by: finance }, { name: 'allocate', by: cashier, body: { subscriptionId: id } }]);
    // The member who moved to Jeddah cancelled once he had paid half, refunded half of that.
    if (index === 9) yield { $action: { resource: 'subscriptions', id, name: 'cancel', by: cashier, comment: 'Moved to Jeddah', body: { refundAmount: Math.floor(paying / 2) / 100 } } };
  }

  // Parents pay their children's academy months (last month's, this month's), each month's invoice.
  const links = ctx.records('parentPlayers');
  const parents = ctx.records('parents');
  const parentIds = ctx.ids('parents');
  const months = ctx.records('playerSubscriptions');
  for (const [index, month] of months.entries()) {
    const share = paidShareOf(Math.floor(index / 6) - 1, index % 6);
    if (share === 0) continue;
    const link = links.find((candidate) => candidate.playerId === month.playerId && candidate.isPrimaryContact) ?? links.find((candidate) => candidate.playerId === month.playerId);
    const parent = link ? parents[parentIds.indexOf(String(link.parentId))] : undefined;
    const amount = Math.round((halalas(month.fee) - halalas(month.discount ?? 0)) * share);
    yield receipt({
      payerName: String(parent?.fullNameAr ?? 'ولي أمر'),
      payerType: 'parent',
      parentId: link?.parentId,
      amount: amount / 100,
      reason: `رسوم الأكاديمية لشهر ${String(month.month)}`,
    }, -1 - (index % 7), [{ name: 'confirm', by: finance }, { name: 'allocate', by: cashier, body: { playerSubscriptionId: ctx.ids('playerSubscriptions')[index] } }]);
  }

  // A school's hire of the stadium, paid on confirmation.
  const bookings = ctx.records('facilityBookings');
  const hire = bookings.findIndex((booking) => booking.status === 'confirmed' && booking.bookedFor && Number(booking.amount) > 0);
  if (hire >= 0) {
    const booking = bookings[hire]!;
    yield receipt({ payerName: String(booking.bookedFor), payerType: 'company', amount: Number(booking.amount), reason: `حجز ${String(booking.number)}` }, -1, [
      { name: 'confirm', by: finance },
      { name: 'allocate', by: cashier, body: { facilityBookingId: ctx.ids('facilityBookings')[hire] } },
    ]);
  }

  const others: readonly (readonly [string, string, number, Method, string])[] = [
    ['سعد القحطاني', 'parent', 450, 'cash', 'رسوم أكاديمية شهر ربيع الآخر - فئة تحت 12'],
    ['Mona Al-Ghamdi', 'member', 1200, 'mada', 'Annual gym membership'],
    ['شركة الخليج للفعاليات', 'sponsor', 75_000, 'transfer', 'الدفعة الأولى من عقد رعاية الموسم'],
    ['Abdullah Al-Dosari', 'parent', 2200, 'card', 'Summer camp, two weeks'],
    ['نادي الشباب - قسم الناشئين', 'other', 4000, 'cheque', 'حجز الملعب الرئيسي لمباراة ودية'],
    ['Fahad Al-Shehri', 'member', 300, 'cash', 'Locker rental for the season'],
    ['ريم العنزي', 'parent', 189.5, 'mada', 'طقم تدريب إضافي'],
  ];
  for (const [index, [payerName, payerType, amount, method, reason]] of others.entries()) {
    const row: DemoRow = {
      voucherDate: ctx.dateFromToday(-2 - index * 4),
      payerName,
      payerType,
      amount,
      method,
      chequeNumber: method === 'cheque' ? '0091820' : undefined,
      chequeDate: method === 'cheque' ? ctx.dateFromToday(-2 - index * 4) : undefined,
      bankName: method === 'cheque' || method === 'transfer' ? 'مصرف الراجحي' : undefined,
      reference: method === 'cash' || method === 'cheque' ? undefined : `APP${String(512_400 + index * 131)}`,
      reason,
      $by: cashier,
      // The last is still a draft; the one before was written twice and canceled.
      $actions: index === others.length - 1 ? [] : index === others.length - 2 ? [{ name: 'cancel', by: cashier, comment: 'Duplicate of the previous receipt' }] : [{ name: 'confirm', by: finance }],
    };
    yield row;
  }
};
