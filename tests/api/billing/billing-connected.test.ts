import { seasonOf } from '@club/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shiftDate, today } from '../../support/calendar';
import { CLUB_VAT_NUMBER, setClubSettings } from '../../support/club-settings';
import { startTestApp, type TestApp } from '../../support/test-app';
import { confirmVoucher } from './second-signer';

// Billing connected: what the club charges for makes its invoices in the same transaction
// (subscriptions in instalments, bookings priced from the declared rates, paid event registrations),
// receipts allocate to invoices line by line and keep the rest as the payer's credit, the sources'
// paid amounts follow, due-date reminders go out once per step, and a payer's statement adds it up.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await setClubSettings(app, { vatNumber: CLUB_VAT_NUMBER, siteNameAr: 'نادي صقور الرياض' });
});
afterAll(() => app?.stop());

type Row = Record<string, unknown>;
let count = 0;
const member = async () => {
  count += 1;
  const body = { fullName: `Payer ${count}`, fullNameAr: `دافع ${count}`, nationalId: `11${String(count).padStart(8, '0')}`, gender: 'male', phone: '+966 50 555 0101', email: `payer${count}@example.sa` };
  return (await app.http.post('/api/clubMembers').send(body).expect(201)).body as Row;
};
const pack = async (price: number) => {
  count += 1;
  return (await app.http.post('/api/packages').send({ name: `Gold ${count}`, nameAr: `ذهبية ${count}`, months: 3, price, maxFreezeDays: 0 }).expect(201)).body as Row;
};
const get = async (resource: string, id: unknown) => (await app.http.get(`/api/${resource}/${id}`).expect(200)).body as Row;
/** The invoices naming a record (`{ subscriptionId: id }`), by due date, as the API answers them. */
const invoicesWhere = async (filter: Row) => {
  const [[field, id]] = Object.entries(filter) as [[string, unknown]];
  const column = field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  const { rows } = await app.pool.query(`SELECT "id" FROM "invoices" WHERE "${column}" = $1 ORDER BY "due_date", "instalment"`, [id]);
  return Promise.all(rows.map((row: Row) => get('invoices', row.id)));
};
const receipt = async (values: Row) => (await app.http.post('/api/receiptVouchers').send({ payerName: 'دافع', amount: 100, method: 'cash', reason: 'رسوم', ...values }).expect(201)).body as Row;
const confirm = (id: unknown) => confirmVoucher(app, 'receiptVouchers', id);
const halalas = (value: unknown) => Math.round(Number(value) * 100);

describe('a subscription in instalments', () => {
  it('makes its invoices in the same write: due a month apart, totals summing exactly to what is owed', async () => {
    const [who, what] = [await member(), await pack(1000)];
    const subscription = (await app.http.post('/api/subscriptions').send({ clubMemberId: who.id, packageId: what.id, startDate: '2031-01-31', instalments: 3 }).expect(201)).body as Row;
    const invoices = await invoicesWhere({ subscriptionId: subscription.id });
    expect(invoices.map((invoice) => [invoice.dueDate, invoice.total, invoice.status, invoice.instalment])).toEqual([
      ['2031-01-31', 333.33, 'issued', 1],
      ['2031-02-28', 333.33, 'issued', 2],
      ['2031-03-31', 333.34, 'issued', 3],
    ]);
    expect(invoices.reduce((sum, invoice) => sum + halalas(invoice.total), 0)).toBe(100_000);
    for (const invoice of invoices) expect(invoice).toMatchObject({ clubMemberId: who.id, customerEmail: who.email, number: expect.stringMatching(/^INV-/), qrCode: expect.any(String), remainingAmount: invoice.total });
    expect(subscription).toMatchObject({ paidAmount: 0, remainingAmount: 1000 });
  });

  it('splits what is left after the discount, the remainder on the last', async () => {
    const [who, what] = [await member(), await pack(1000)];
    const subscription = (await app.http.post('/api/subscriptions').send({ clubMemberId: who.id, packageId: what.id, startDate: '2031-06-01', instalments: 7, discount: 99.99 }).expect(201)).body as Row;
    const totals = (await invoicesWhere({ subscriptionId: subscription.id })).map((invoice) => halalas(invoice.total));
    expect(totals).toHaveLength(7);
    expect(totals.reduce((sum, total) => sum + total, 0)).toBe(90_001);
    expect(new Set(totals.slice(0, 6)).size).toBe(1);
  });
});

describe('a receipt', () => {
  it('allocates to several invoices in part, leaves the rest due, and keeps the excess as credit shown on the statement', async () => {
    const [who, what] = [await member(), await pack(900)];
    const subscription = (await app.http.post('/api/subscriptions').send({ clubMemberId: who.id, packageId: what.id, startDate: '2031-02-01', instalments: 3 }).expect(201)).body as Row;
    const [first, second, third] = await invoicesWhere({ subscriptionId: subscription.id });
    const paying = await receipt({ amount: 500, clubMemberId: who.id, allocations: [{ invoiceId: first!.id, amount: 200 }, { invoiceId: second!.id, amount: 100 }] });
    // A draft pays nothing yet.
    expect((await get('invoices', first!.id)).status).toBe('issued');
    const answer = await confirm(paying.id);
    expect(answer.status).toBe(200);
    const confirmed = answer.body as Row;
    expect(confirmed).toMatchObject({ status: 'confirmed', allocatedAmount: 300, unallocatedAmount: 200 });
    expect(await get('invoices', first!.id)).toMatchObject({ status: 'partiallyPaid', paidAmount: 200, remainingAmount: 100 });
    expect(await get('invoices', second!.id)).toMatchObject({ status: 'partiallyPaid', paidAmount: 100, remainingAmount: 200 });
    expect(await get('invoices', third!.id)).toMatchObject({ status: 'issued', remainingAmount: 300 });
    expect(await get('subscriptions', subscription.id)).toMatchObject({ paidAmount: 300, remainingAmount: 600 });

    const statement = (await app.http.get(`/api/statements/member/${who.id}`).expect(200)).body;
    expect(statement.totals).toEqual({ invoiced: 900, received: 500, due: 600, credit: 200, balance: 400 });
    expect(statement.lines.map((line: Row) => [line.kind, line.debit, line.credit])).toEqual([
      ['invoice', 300, 0],
      ['invoice', 300, 0],
      ['invoice', 300, 0],
      ['receipt', 0, 500],
    ]);
    expect(statement.lines.at(-1)).toMatchObject({ balance: 400, open: 200 });

    // The credit pays a later invoice, within what is left of it.
    await app.http.post(`/api/receiptVouchers/${paying.id}/allocate`).send({ invoiceId: third!.id, amount: 200.01 }).expect(409);
    const spent = (await app.http.post(`/api/receiptVouchers/${paying.id}/allocate`).send({ invoiceId: third!.id, amount: 200 }).expect(200)).body as Row;
    expect(spent).toMatchObject({ allocatedAmount: 500, unallocatedAmount: 0 });
    expect(await get('invoices', third!.id)).toMatchObject({ status: 'partiallyPaid', remainingAmount: 100 });
    expect(await get('subscriptions', subscription.id)).toMatchObject({ paidAmount: 500, remainingAmount: 400 });
    expect((await app.http.get(`/api/statements/member/${who.id}`).expect(200)).body.totals).toMatchObject({ due: 400, credit: 0, balance: 400 });
  });

  it('refuses allocations beyond its amount or beyond what an invoice owes', async () => {
    const [who, what] = [await member(), await pack(300)];
    const subscription = (await app.http.post('/api/subscriptions').send({ clubMemberId: who.id, packageId: what.id, startDate: '2031-03-01' }).expect(201)).body as Row;
    const [invoice] = await invoicesWhere({ subscriptionId: subscription.id });
    const over = await app.http.post('/api/receiptVouchers').send({ payerName: 'x', amount: 50, method: 'cash', reason: 'x', allocations: [{ invoiceId: invoice!.id, amount: 60 }] }).expect(400);
    expect(Object.keys(over.body.errors)).toEqual(['allocations']);
    const beyond = await app.http.post('/api/receiptVouchers').send({ payerName: 'x', amount: 400, method: 'cash', reason: 'x', allocations: [{ invoiceId: invoice!.id, amount: 300.01 }] }).expect(409);
    expect(beyond.body.errors['allocations.0.amount']).toMatch(/300\.00/);
  });

  it('never over-pays an invoice when two receipts race for it', async () => {
    const [who, what] = [await member(), await pack(460)];
    const subscription = (await app.http.post('/api/subscriptions').send({ clubMemberId: who.id, packageId: what.id, startDate: '2031-04-01' }).expect(201)).body as Row;
    const [invoice] = await invoicesWhere({ subscriptionId: subscription.id });
    const receipts = await Promise.all([0, 1].map(() => receipt({ amount: 300, allocations: [{ invoiceId: invoice!.id, amount: 300 }] })));
    const answers = await Promise.all(receipts.map((created) => confirm(created.id)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await get('invoices', invoice!.id)).toMatchObject({ status: 'partiallyPaid', paidAmount: 300, remainingAmount: 160 });
    expect(await get('subscriptions', subscription.id)).toMatchObject({ paidAmount: 300, remainingAmount: 160 });
  });
});

describe('an academy month', () => {
  it('takes its fee and its due day from its age group’s price list, unless typed', async () => {
    const group = (await app.http.post('/api/ageGroups').send({ name: 'U-13 billing', nameAr: 'تحت 13', season: seasonOf(new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' })), birthYearFrom: 2017, birthYearTo: 2018, gender: 'male' }).expect(201)).body as Row;
    await app.http.post('/api/academyFees').send({ ageGroupId: group.id, name: 'U-13 monthly', nameAr: 'رسوم تحت 13', monthlyFee: 420, dueDay: 10 }).expect(201);
    const player = (await app.http.post('/api/players').send({ fullName: 'Fahad Billing', fullNameAr: 'فهد', nationalId: '1122334455', dateOfBirth: '2017-06-01', gender: 'male', position: 'midfielder' }).expect(201)).body as Row;
    expect(player.ageGroupId).toBe(group.id);
    const month = (await app.http.post('/api/playerSubscriptions').send({ playerId: player.id, month: '2031-03' }).expect(201)).body as Row;
    expect(month).toMatchObject({ fee: 420, dueDate: '2031-03-10', remainingAmount: 420 });
    const typed = (await app.http.post('/api/playerSubscriptions').send({ playerId: player.id, month: '2031-04', fee: 300, dueDate: '2031-04-05' }).expect(201)).body as Row;
    expect(typed).toMatchObject({ fee: 300, dueDate: '2031-04-05' });
    // A player of no priced group: the office types both, and is told so.
    const other = (await app.http.post('/api/players').send({ fullName: 'Nasser Billing', fullNameAr: 'ناصر', nationalId: '1122334466', dateOfBirth: '1990-06-01', gender: 'male', position: 'defender' }).expect(201)).body as Row;
    const refused = await app.http.post('/api/playerSubscriptions').send({ playerId: other.id, month: '2031-03', fee: 300 }).expect(400);
    expect(refused.body.errors.dueDate).toBe('The player’s age group has no academy fee to take the due day from: type the due date');
  });
});

describe('a facility booking', () => {
  it('is priced from the declared rates and invoiced once confirmed', async () => {
    const place = (await app.http.post('/api/facilities').send({ name: 'Padel court 3', type: 'court', status: 'available', capacity: 8, hourlyRate: 100 }).expect(201)).body as Row;
    await app.http.post('/api/facilityRates').send({ facilityId: place.id, name: 'Weekday evening', nameAr: 'مساء أيام الأسبوع', dayType: 'weekday', fromTime: '16:00', toTime: '23:00', hourlyRate: 230 }).expect(201);
    await app.http.post('/api/facilityRates').send({ facilityId: place.id, name: 'Weekend', nameAr: 'نهاية الأسبوع', dayType: 'weekend', fromTime: '08:00', toTime: '23:00', hourlyRate: 345 }).expect(201);
    // Tuesday 15:00–17:00 in Riyadh: an hour at the place's own rate, an hour at the evening rate.
    const booking = (await app.http.post('/api/facilityBookings').send({ facilityId: place.id, title: 'Corporate padel', bookedFor: 'شركة الأفق', startsAt: '2030-05-14T12:00:00.000Z', endsAt: '2030-05-14T14:00:00.000Z' }).expect(201)).body as Row;
    expect(booking).toMatchObject({ status: 'requested', amount: 330, remainingAmount: 0 });
    expect(await invoicesWhere({ facilityBookingId: booking.id })).toEqual([]);
    const confirmed = (await app.http.post(`/api/facilityBookings/${booking.id}/confirm`).send({}).expect(200)).body as Row;
    expect(confirmed).toMatchObject({ status: 'confirmed', remainingAmount: 330 });
    const [invoice, ...more] = await invoicesWhere({ facilityBookingId: booking.id });
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({ total: 330, status: 'issued', customerName: 'شركة الأفق', dueDate: '2030-05-14' });
    // Friday 10:00–11:30: the weekend rate.
    const weekend = (await app.http.post('/api/facilityBookings').send({ facilityId: place.id, title: 'Family padel', startsAt: '2030-05-17T07:00:00.000Z', endsAt: '2030-05-17T08:30:00.000Z', status: 'confirmed' }).expect(201)).body as Row;
    expect(weekend.amount).toBe(517.5);
    expect((await invoicesWhere({ facilityBookingId: weekend.id }))[0]).toMatchObject({ total: 517.5 });
  });
});

describe('an event registration', () => {
  it("is invoiced at the event's fee", async () => {
    const event = (await app.http.post('/api/events').send({ title: 'Summer camp', titleAr: 'المعسكر الصيفي', type: 'camp', startsAt: '2030-07-01T06:00:00.000Z', endsAt: '2030-07-01T12:00:00.000Z', capacity: 40, fee: 150, status: 'published' }).expect(201)).body as Row;
    const who = await member();
    const registration = (await app.http.post('/api/eventParticipants').send({ eventId: event.id, participantType: 'member', memberId: who.id, fullName: 'x', phone: '+966 50 555 0199' }).expect(201)).body as Row;
    expect(registration).toMatchObject({ amount: 150, paidAmount: 0 });
    expect((await invoicesWhere({ clubMemberId: who.id }))[0]).toMatchObject({ eventParticipantId: registration.id, total: 150, dueDate: '2030-07-01' });
  });
});

describe('due-date reminders', () => {
  it('are queued once per invoice and step: three days before, then on the day', async () => {
    const [who, what] = [await member(), await pack(600)];
    const subscription = (await app.http.post('/api/subscriptions').send({ clubMemberId: who.id, packageId: what.id, startDate: shiftDate(today(), 3), instalments: 2 }).expect(201)).body as Row;
    const [invoice] = await invoicesWhere({ subscriptionId: subscription.id });
    const sentTo = async () => (await app.pool.query(`SELECT "subject", "attached_record_id" AS "record" FROM "notifications" WHERE "recipient" = $1 ORDER BY "created_at"`, [who.email])).rows;
    await app.scheduler.runNow('invoices.remindDue');
    expect(await sentTo()).toEqual([{ subject: expect.stringContaining(String(invoice!.number)), record: invoice!.id }]);
    await app.scheduler.runNow('invoices.remindDue');
    expect(await sentTo()).toHaveLength(1);
    expect(await get('invoices', invoice!.id)).toMatchObject({ beforeDueReminderAt: expect.any(String), dueDayReminderAt: null });
    // On its due day, the second step, once.
    await app.pool.query(`UPDATE "invoices" SET "due_date" = $2 WHERE "id" = $1`, [invoice!.id, today()]);
    await app.scheduler.runNow('invoices.remindDue');
    await app.scheduler.runNow('invoices.remindDue');
    expect(await sentTo()).toHaveLength(2);
  });
});

describe('a cancellation', () => {
  it('credits the unpaid invoices of what was cancelled, and keeps one paid in part for the office', async () => {
    const [who, what] = [await member(), await pack(900)];
    const subscription = (await app.http.post('/api/subscriptions').send({ clubMemberId: who.id, packageId: what.id, startDate: today(), instalments: 3 }).expect(201)).body as Row;
    const [first, second, third] = await invoicesWhere({ subscriptionId: subscription.id });
    const paying = await receipt({ amount: 100, allocations: [{ invoiceId: first!.id, amount: 100 }] });
    expect((await confirm(paying.id)).status).toBe(200);
    await app.http.post(`/api/subscriptions/${subscription.id}/cancel`).send({ refundAmount: 0, comment: 'Moving away' }).expect(200);
    expect((await Promise.all([first, second, third].map((invoice) => get('invoices', invoice!.id)))).map((invoice) => invoice.status)).toEqual(['partiallyPaid', 'canceled', 'canceled']);
    const notes = (await app.pool.query(`SELECT "credited_invoice_id" AS "credited", "total" FROM "invoices" WHERE "type" = 'creditNote' AND "subscription_id" = $1 ORDER BY "due_date"`, [subscription.id])).rows;
    expect(notes.map((note: Row) => note.credited).sort()).toEqual([second!.id, third!.id].sort());
    // The statement no longer counts what was credited.
    expect((await app.http.get(`/api/statements/member/${who.id}`).expect(200)).body.totals).toMatchObject({ invoiced: 300, received: 100, due: 200 });
  });

  it("of a confirmed booking credits its invoice", async () => {
    const place = (await app.http.post('/api/facilities').send({ name: 'Hall 9', type: 'hall', status: 'available', capacity: 50, hourlyRate: 115 }).expect(201)).body as Row;
    const booking = (await app.http.post('/api/facilityBookings').send({ facilityId: place.id, title: 'Workshop', startsAt: '2030-06-04T07:00:00.000Z', endsAt: '2030-06-04T09:00:00.000Z', status: 'confirmed' }).expect(201)).body as Row;
    const [invoice] = await invoicesWhere({ facilityBookingId: booking.id });
    expect(invoice).toMatchObject({ total: 230, status: 'issued' });
    await app.http.post(`/api/facilityBookings/${booking.id}/cancel`).send({ cancellationReason: 'Postponed' }).expect(200);
    expect((await get('invoices', invoice!.id)).status).toBe('canceled');
  });
});

describe('the statement route', () => {
  it('is signed in only, answers 404 for no such payer, and is in the OpenAPI document', async () => {
    const who = await member();
    await app.anonymous.get(`/api/statements/member/${who.id}`).expect(401);
    await app.http.get('/api/statements/member/00000000-0000-4000-8000-000000000000').expect(404);
    await app.http.get(`/api/statements/nobody/${who.id}`).expect(404);
    expect((await app.http.get(`/api/statements/member/${who.id}`).expect(200)).body).toMatchObject({ lines: [], totals: { balance: 0, credit: 0 } });
    const { body: document } = await app.anonymous.get('/api/openapi.json').expect(200);
    expect(Object.keys(document.paths['/api/statements/{payer}/{id}'])).toEqual(['get']);
  });
});

describe('renewal', () => {
  it('makes the next subscription and its invoice before the end, once', async () => {
    const [who, what] = [await member(), await pack(300)];
    const current = (await app.http.post('/api/subscriptions').send({ clubMemberId: who.id, packageId: what.id, startDate: shiftDate(today(), -85), autoRenew: true }).expect(201)).body as Row;
    await app.scheduler.runNow('subscriptions.renew');
    await app.scheduler.runNow('subscriptions.renew');
    const renewals = (await app.http.get(`/api/subscriptions?filter=${encodeURIComponent(JSON.stringify({ clubMemberId: who.id }))}`).expect(200)).body as Row[];
    const next = renewals.find((row) => row.renewalOfId === current.id);
    expect(renewals).toHaveLength(2);
    expect(next).toMatchObject({ startDate: shiftDate(String(current.endDate), 1), autoRenew: true });
    expect(await invoicesWhere({ subscriptionId: next!.id })).toHaveLength(1);
  });
});
