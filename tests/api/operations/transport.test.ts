import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { at, days, tag, userOf } from './fixtures';

// Issue 16, transport: a bus or a driver is never on two trips that overlap (also when asked at
// once); a trip never carries more passengers than its bus has seats; its distance is derived from
// the odometer; its status moves only forward; a route's stops come in time order; the fleet
// supervisor hears of papers about to end.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

const plate = () => `${String(Math.floor(Math.random() * 9000) + 1000)} ${['ABD', 'KSA', 'RSD', 'HNT', 'XLZ'][Math.floor(Math.random() * 5)]}`;
const makeBus = async (values: Record<string, unknown> = {}) =>
  (await app.http.post('/api/buses').send({ busNumber: `B-${tag()}`, plateNumber: plate(), model: 'Coaster', year: 2023, capacity: 30, insuranceExpiry: days(300), registrationExpiry: days(300), ...values }).expect(201)).body;
const makeDriver = async (values: Record<string, unknown> = {}) =>
  (await app.http.post('/api/drivers').send({ fullName: `Driver ${tag()}`, nationalId: `1${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`, phone: '+966 55 000 1111', licenseNumber: `L-${tag()}`, licenseClass: 'bus', licenseExpiry: days(400), ...values }).expect(201)).body;
const trip = (busId: string, driverId: string, from: string, to: string, values: Record<string, unknown> = {}) =>
  app.http.post('/api/busTrips').send({ busId, driverId, destination: `Trip ${tag()}`, departureAt: from, returnAt: to, ...values });

describe('bus trips', () => {
  it('never put a bus or a driver on two trips that overlap', async () => {
    const [bus, otherBus, driver, otherDriver] = [await makeBus(), await makeBus(), await makeDriver(), await makeDriver()];
    const first = (await trip(bus.id, driver.id, at(3, 6), at(3, 10)).expect(201)).body;
    expect(first.number).toMatch(/^TRP-\d{4}-\d{4}$/);
    const busTaken = await trip(bus.id, otherDriver.id, at(3, 9), at(3, 12)).expect(409);
    expect(busTaken.body.errors.busId).toContain(first.number);
    const driverTaken = await trip(otherBus.id, driver.id, at(3, 5), at(3, 7)).expect(409);
    expect(driverTaken.body.errors.driverId).toContain(first.number);
    // Back to back is fine; a cancelled trip holds nothing.
    await trip(bus.id, driver.id, at(3, 10), at(3, 12)).expect(201);
    const cancelled = (await trip(otherBus.id, otherDriver.id, at(4, 6), at(4, 8)).expect(201)).body;
    await app.http.put(`/api/busTrips/${cancelled.id}`).send({ status: 'cancelled', cancellationReason: 'Match postponed', version: cancelled.version }).expect(200);
    await trip(otherBus.id, otherDriver.id, at(4, 6), at(4, 8)).expect(201);
    // Moving a trip onto another's time is refused too.
    const later = (await trip(bus.id, driver.id, at(5, 6), at(5, 8)).expect(201)).body;
    await app.http.put(`/api/busTrips/${later.id}`).send({ departureAt: at(3, 8), returnAt: at(3, 9), version: later.version }).expect(409);
  });

  it('of eight overlapping trips asked for one bus at once, exactly one is scheduled', async () => {
    const bus = await makeBus();
    const drivers = await Promise.all(Array.from({ length: 8 }, () => makeDriver()));
    const answers = await Promise.all(drivers.map((driver, index) => trip(bus.id, driver.id, at(7, 6), at(7, 9 + (index % 3)))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(7).fill(409)]);
    const { rows } = await app.pool.query(`SELECT count(*)::int AS "count" FROM "bus_trips" WHERE "bus_id" = $1 AND "status" <> 'cancelled'`, [bus.id]);
    expect(rows[0].count).toBe(1);
  });

  it('need a bus in service and an active driver licensed until the return, and a return after the departure', async () => {
    const driver = await makeDriver();
    await trip((await makeBus({ status: 'inMaintenance' })).id, driver.id, at(9, 6), at(9, 8)).expect(409);
    await trip((await makeBus()).id, (await makeDriver({ status: 'onLeave', available: false })).id, at(9, 6), at(9, 8)).expect(409);
    await trip((await makeBus()).id, (await makeDriver({ licenseExpiry: days(9) })).id, at(10, 6), at(10, 8)).expect(409);
    expect((await trip((await makeBus()).id, driver.id, at(9, 8), at(9, 6)).expect(400)).body.errors.returnAt).toMatch(/returns after it departs/);
  });

  it('go scheduled → departed → completed with the distance derived from the odometer, or cancelled with a reason', async () => {
    const bus = await makeBus();
    const scheduled = (await trip(bus.id, (await makeDriver()).id, at(-1, 6), at(-1, 9)).expect(201)).body;
    const departed = (await app.http.put(`/api/busTrips/${scheduled.id}`).send({ status: 'departed', odometerStart: 48_210, version: scheduled.version }).expect(200)).body;
    expect(departed.departedAt).toEqual(expect.any(String));
    expect((await app.http.put(`/api/busTrips/${scheduled.id}`).send({ status: 'completed', version: departed.version }).expect(400)).body.errors.odometerEnd).toMatch(/odometer readings/);
    await app.http.put(`/api/busTrips/${scheduled.id}`).send({ status: 'completed', odometerEnd: 48_100, version: departed.version }).expect(400);
    const completed = (await app.http.put(`/api/busTrips/${scheduled.id}`).send({ status: 'completed', odometerEnd: 48_352, version: departed.version }).expect(200)).body;
    expect(completed).toMatchObject({ distanceKm: 142, completedAt: expect.any(String) });
    expect((await app.http.get(`/api/buses/${bus.id}`).expect(200)).body.odometerKm).toBe(48_352);
    // Completed is final; a scheduled trip is cancelled only with a reason.
    expect((await app.http.put(`/api/busTrips/${scheduled.id}`).send({ status: 'scheduled', version: completed.version }).expect(409)).body.errors.status).toMatch(/from “Completed” to “Scheduled”/);
    const next = (await trip(bus.id, (await makeDriver()).id, at(12, 6), at(12, 9)).expect(201)).body;
    await app.http.put(`/api/busTrips/${next.id}`).send({ status: 'cancelled', version: next.version }).expect(400);
  });
});

describe('trip passengers', () => {
  const passenger = (tripId: string, values: Record<string, unknown> = {}) => app.http.post('/api/tripPassengers').send({ tripId, passengerType: 'guest', passengerName: `Guest ${tag()}`, ...values });

  it('never outnumber the bus seats, also when booked at once', async () => {
    const scheduled = (await trip((await makeBus({ capacity: 3 })).id, (await makeDriver()).id, at(14, 6), at(14, 9)).expect(201)).body;
    const answers = await Promise.all(Array.from({ length: 6 }, () => passenger(scheduled.id)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toMatch(/bus is full: its 3 seats/);
    expect((await app.http.get(`/api/busTrips/${scheduled.id}`).expect(200)).body.passengerCount).toBe(3);
    // A no-show frees the seat; coming back takes one again, if any is free.
    const seated = answers.filter((answer) => answer.status === 201).map((answer) => answer.body);
    await app.http.put(`/api/tripPassengers/${seated[0].id}`).send({ status: 'noShow', version: seated[0].version }).expect(200);
    await passenger(scheduled.id).expect(201);
    await passenger(scheduled.id).expect(409);
  });

  it('name who rides once per trip, board at a stop of its route, and keep their times in order', async () => {
    const route = (await app.http.post('/api/busRoutes').send({ code: `R-${tag()}`, name: 'Academy loop', origin: 'Al-Narjis', destination: 'HQ', stops: [{ name: 'Gate', scheduledTime: '15:00' }, { name: 'HQ', scheduledTime: '15:40' }] }).expect(201)).body;
    const otherRoute = (await app.http.post('/api/busRoutes').send({ code: `R-${tag()}`, name: 'Other', origin: 'A', destination: 'B', stops: [{ name: 'Elsewhere', scheduledTime: '07:00' }] }).expect(201)).body;
    const scheduled = (await trip((await makeBus()).id, (await makeDriver()).id, at(15, 6), at(15, 9), { routeId: route.id }).expect(201)).body;
    expect((await passenger(scheduled.id, { passengerName: '' }).expect(400)).body.errors.passengerName).toMatch(/guest/);
    await passenger(scheduled.id, { boardingStopId: otherRoute.stops[0].id }).expect(400);
    const rider = (await passenger(scheduled.id, { boardingStopId: route.stops[0].id }).expect(201)).body;
    const boarded = (await app.http.put(`/api/tripPassengers/${rider.id}`).send({ status: 'boarded', version: rider.version }).expect(200)).body;
    expect(boarded.boardedAt).toEqual(expect.any(String));
    await app.http.put(`/api/tripPassengers/${rider.id}`).send({ status: 'booked', version: boarded.version }).expect(409);
    // A boarding recorded afterwards keeps the time it gives.
    const late = (await passenger(scheduled.id).expect(201)).body;
    expect((await app.http.put(`/api/tripPassengers/${late.id}`).send({ status: 'boarded', boardedAt: at(15, 6), version: late.version }).expect(200)).body.boardedAt).toBe(at(15, 6));
    // Seats are numbered once per trip.
    await passenger(scheduled.id, { seatNumber: 4 }).expect(201);
    await passenger(scheduled.id, { seatNumber: 4 }).expect(400);
  });

  it('of a completed trip do not change', async () => {
    const scheduled = (await trip((await makeBus()).id, (await makeDriver()).id, at(-3, 6), at(-3, 9)).expect(201)).body;
    const rider = (await passenger(scheduled.id).expect(201)).body;
    // The passenger counted on the trip, through the trip's own write: its version moves, its history names the booking.
    const booked = (await app.http.get(`/api/busTrips/${scheduled.id}`).expect(200)).body;
    expect(booked).toMatchObject({ passengerCount: 1, version: scheduled.version + 1 });
    const [counted] = (await app.http.get('/api/auditLogs').query({ filter: JSON.stringify({ resource: 'busTrips', recordId: scheduled.id }), sort: '["createdAt","DESC"]' }).expect(200)).body;
    expect(counted).toMatchObject({ action: 'update', causeResource: 'tripPassengers', causeRecordId: rider.id, causeAction: 'create' });
    expect(counted.changes).toMatchObject({ passengerCount: { old: 0, new: 1 } });
    await app.http.put(`/api/busTrips/${scheduled.id}`).send({ status: 'completed', odometerStart: 10, odometerEnd: 40, version: booked.version }).expect(409);
    const departed = (await app.http.put(`/api/busTrips/${scheduled.id}`).send({ status: 'departed', version: booked.version }).expect(200)).body;
    await app.http.put(`/api/busTrips/${scheduled.id}`).send({ status: 'completed', odometerStart: 10, odometerEnd: 40, version: departed.version }).expect(200);
    await passenger(scheduled.id).expect(409);
    await app.http.delete(`/api/tripPassengers/${rider.id}`).expect(409);
  });
});

describe('bus routes and the fleet', () => {
  it('keep a route\'s stops in time order', async () => {
    const refused = await app.http.post('/api/busRoutes').send({ code: `R-${tag()}`, name: 'Backwards', origin: 'A', destination: 'B', stops: [{ name: 'First', scheduledTime: '15:00' }, { name: 'Second', scheduledTime: '14:30' }] }).expect(400);
    expect(refused.body.errors['stops.1.scheduledTime']).toMatch(/Second is reached after First/);
  });

  it('tell the supervisor once of an insurance or a registration ending within 30 days', async () => {
    const supervisor = await userOf(app, 'manager');
    const email = (await app.http.get(`/api/users/${supervisor.id}`).expect(200)).body.email as string;
    const bus = await makeBus({ supervisorId: supervisor.id, insuranceExpiry: days(12), registrationExpiry: days(200) });
    await makeBus({ supervisorId: supervisor.id, insuranceExpiry: days(45), registrationExpiry: days(45) });
    await app.scheduler.runNow('buses.expiryReminders');
    await app.scheduler.runNow('buses.expiryReminders');
    const { rows } = await app.pool.query(`SELECT "subject" FROM "notifications" WHERE "kind" = 'vehicleExpiry' AND "recipient" = $1`, [email]);
    expect(rows.map((row) => row.subject)).toEqual([expect.stringContaining(`${bus.busNumber}: insurance ends ${days(12)}`)]);
    // A renewed insurance that ends soon again is announced afresh.
    const current = (await app.http.get(`/api/buses/${bus.id}`).expect(200)).body;
    expect(current.insuranceRemindedFor).toBe(days(12));
    await app.http.put(`/api/buses/${bus.id}`).send({ insuranceExpiry: days(20), version: current.version }).expect(200);
    await app.scheduler.runNow('buses.expiryReminders');
    expect((await app.pool.query(`SELECT 1 FROM "notifications" WHERE "kind" = 'vehicleExpiry' AND "recipient" = $1`, [email])).rows).toHaveLength(2);
  });
});
