import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { days, tag, today } from './fixtures';
import { makeCoach, makeTeam, nationalId } from '../academy/fixtures';

// Issue 15, places: bookings that never overlap on one place (nor with a training session there),
// even when confirmed at the same moment; boarding where a bed holds one player and a room never
// more players than beds, moves keep the history and a check-out ends the assignment; kitchens
// whose served meals draw their ingredients from the store.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

const at = (day: number, hour: number) => `${days(day)}T${String(hour).padStart(2, '0')}:00:00.000Z`;

const makePlace = async (values: Record<string, unknown> = {}) => (await app.http.post('/api/facilities').send({ name: `Place ${tag()}`, type: 'hall', capacity: 200, ...values }).expect(201)).body;
const book = (facilityId: string, start: string, end: string, values: Record<string, unknown> = {}) =>
  app.http.post('/api/facilityBookings').send({ facilityId, title: `Booking ${tag()}`, startsAt: start, endsAt: end, ...values });

describe('facility bookings', () => {
  it('never hold one place twice: of 10 overlapping confirmations at once exactly one stands', async () => {
    const hall = await makePlace();
    const requests = await Promise.all(Array.from({ length: 10 }, (_, index) => book(hall.id, at(5, 10), at(5, 12 + (index % 2))).expect(201)));
    const answers = await Promise.all(requests.map(({ body }) => app.http.put(`/api/facilityBookings/${body.id}`).send({ status: 'confirmed', version: body.version })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const confirmed = answers.find((answer) => answer.status === 200)!.body;
    expect(confirmed).toMatchObject({ confirmedById: expect.any(String), confirmedAt: expect.any(String), number: expect.stringMatching(/^BKG-/) });
    expect(answers.find((answer) => answer.status === 409)!.body.errors.startsAt).toMatch(/already booked at that time/);
    // Back to back is fine; another place at the same time too.
    await book(hall.id, at(5, 13), at(5, 15), { status: 'confirmed' }).expect(201);
    await book((await makePlace()).id, at(5, 10), at(5, 12), { status: 'confirmed' }).expect(201);
  });

  it('keep to their order, their place and its training sessions', async () => {
    const pitch = await makePlace({ type: 'trainingPitch', capacity: 50 });
    await book(pitch.id, at(6, 12), at(6, 10)).expect(400);
    expect((await book(pitch.id, at(6, 10), at(6, 12), { attendees: 51 }).expect(400)).body.errors.attendees).toMatch(/holds 50/);
    // A session on the pitch holds it: a booking over it is refused, and the other way round.
    const team = await makeTeam(app);
    const coach = await makeCoach(app);
    await app.http.post('/api/trainingSessions').send({ title: 'U-14 technical', type: 'technical', durationMinutes: 90, teamId: team.id, coachId: coach.id, facilityId: pitch.id, startsAt: at(6, 15) }).expect(201);
    expect((await book(pitch.id, at(6, 16), at(6, 18), { status: 'confirmed' }).expect(409)).body.message).toMatch(/U-14 technical/);
    await book(pitch.id, at(7, 9), at(7, 11), { status: 'confirmed' }).expect(201);
    const clash = await app.http.post('/api/trainingSessions').send({ title: 'U-16 tactical', type: 'tactical', durationMinutes: 60, teamId: team.id, coachId: (await makeCoach(app)).id, facilityId: pitch.id, startsAt: at(7, 10) });
    expect(clash.status).toBe(409);
    // Requested → cancelled needs a reason; completed only once it ended; cancelled is final.
    const booking = (await book(pitch.id, at(8, 9), at(8, 10)).expect(201)).body;
    await app.http.put(`/api/facilityBookings/${booking.id}`).send({ status: 'cancelled', version: 1 }).expect(400);
    const confirmed = (await app.http.put(`/api/facilityBookings/${booking.id}`).send({ status: 'confirmed', version: 1 }).expect(200)).body;
    await app.http.put(`/api/facilityBookings/${booking.id}`).send({ status: 'completed', version: confirmed.version }).expect(400);
    const cancelled = (await app.http.put(`/api/facilityBookings/${booking.id}`).send({ status: 'cancelled', cancellationReason: 'Rain', version: confirmed.version }).expect(200)).body;
    await app.http.put(`/api/facilityBookings/${booking.id}`).send({ status: 'confirmed', version: cancelled.version }).expect(409);
    // A place under maintenance is not confirmed.
    const shut = await makePlace({ status: 'underMaintenance' });
    await book(shut.id, at(9, 9), at(9, 10), { status: 'confirmed' }).expect(409);
  });
});

describe('boarding', () => {
  const setUp = async () => {
    const building = await makePlace({ type: 'residence', capacity: 40 });
    const room = (await app.http.post('/api/residenceRooms').send({ facilityId: building.id, roomNumber: `R${tag()}`, beds: 2, gender: 'male' }).expect(201)).body;
    const boarder = async (gender = 'male') => {
      const player = (await app.http.post('/api/players').send({ fullName: `Boarder ${tag()}`, fullNameAr: 'لاعب', nationalId: nationalId(), dateOfBirth: '2010-03-01', gender, position: 'defender' }).expect(201)).body;
      const stay = (await app.http.post('/api/playerResidences').send({ playerId: player.id, facilityId: building.id, checkInOn: days(-10) }).expect(201)).body;
      return { player, stay };
    };
    return { building, room, boarder };
  };
  const assign = (residenceId: string, roomId: string, bedNumber: number, startOn = days(-5)) => app.http.post('/api/playerRoomAssignments').send({ residenceId, roomId, bedNumber, startOn });
  const roomOf = async (id: string) => (await app.http.get(`/api/residenceRooms/${id}`).expect(200)).body;

  it('give a bed to one player at a time and a room never more players than beds, also when asked at once', async () => {
    const { building, room, boarder } = await setUp();
    const players = await Promise.all([boarder(), boarder(), boarder()]);
    // Three players ask for the room's two beds at once (two of them for bed 1): two get a bed.
    const answers = await Promise.all([assign(players[0].stay.id, room.id, 1), assign(players[1].stay.id, room.id, 1), assign(players[2].stay.id, room.id, 2)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 409]);
    expect(await roomOf(room.id)).toMatchObject({ occupiedBeds: 2, freeBeds: 0 });
    const third = players.find((_, index) => answers[index]!.status === 409)!;
    expect((await assign(third.stay.id, room.id, 3).expect(400)).body.errors.bedNumber).toMatch(/beds 1 to 2/);
    // The room cannot lose a bed a player sleeps in.
    expect((await app.http.put(`/api/residenceRooms/${room.id}`).send({ beds: 1, version: (await roomOf(room.id)).version }).expect(400)).body.errors).toHaveProperty('beds');
    // A girl is not placed in a boys' room, a free bed though it has.
    const girl = await boarder('female');
    const boys = (await app.http.post('/api/residenceRooms').send({ facilityId: building.id, roomNumber: `R${tag()}`, beds: 1, gender: 'male' }).expect(201)).body;
    expect((await assign(girl.stay.id, boys.id, 1).expect(400)).body.errors).toHaveProperty('roomId');
  });

  it('keep the history of a move, and end the assignment when the player checks out', async () => {
    const { building, room, boarder } = await setUp();
    const other = (await app.http.post('/api/residenceRooms').send({ facilityId: building.id, roomNumber: `R${tag()}`, beds: 3, gender: 'male' }).expect(201)).body;
    const { stay } = await boarder();
    const first = (await assign(stay.id, room.id, 1).expect(201)).body;
    expect(first).toMatchObject({ status: 'current', playerId: stay.playerId });
    // One bed at a time for a player.
    expect((await assign(stay.id, other.id, 1, days(-2)).expect(409)).body.errors).toHaveProperty('playerId');
    const moved = (await app.http.post(`/api/playerRoomAssignments/${first.id}/move`).send({ roomId: other.id, bedNumber: 3, on: days(-1) }).expect(200)).body;
    expect(moved).toMatchObject({ roomId: other.id, bedNumber: 3, startOn: days(-1), reason: 'move', status: 'current' });
    expect((await app.http.get(`/api/playerRoomAssignments/${first.id}`).expect(200)).body).toMatchObject({ endOn: days(-1), status: 'ended' });
    expect([(await roomOf(room.id)).occupiedBeds, (await roomOf(other.id)).occupiedBeds]).toEqual([0, 1]);
    // Checking out ends the current assignment that day.
    await app.http.put(`/api/playerResidences/${stay.id}`).send({ checkOutOn: today(), version: stay.version }).expect(200);
    expect((await app.http.get(`/api/playerRoomAssignments/${moved.id}`).expect(200)).body).toMatchObject({ endOn: today(), status: 'ended' });
    expect((await roomOf(other.id)).occupiedBeds).toBe(0);
    expect((await app.http.get(`/api/playerResidences/${stay.id}`).expect(200)).body.status).toBe('ended');
    // A renamed player is named so on their stay and assignments.
    const player = (await app.http.get(`/api/players/${stay.playerId}`).expect(200)).body;
    await app.http.put(`/api/players/${player.id}`).send({ fullName: 'Renamed Boarder', version: player.version }).expect(200);
    expect((await app.http.get(`/api/playerRoomAssignments/${moved.id}`).expect(200)).body.playerName).toBe('Renamed Boarder');
    // One stay at a time.
    await app.http.post('/api/playerResidences').send({ playerId: stay.playerId, facilityId: building.id, checkInOn: days(-3) }).expect(409);
  });
});

describe('kitchen meals', () => {
  it('draw their ingredients from the kitchen store when served, never below zero, and put them back when a served meal is cancelled', async () => {
    const store = (await app.http.post('/api/warehouses').send({ name: `Kitchen store ${tag()}`, code: `WH-K${tag()}` }).expect(201)).body;
    const rice = (await app.http.post('/api/warehouseItems').send({ name: 'Basmati rice', code: `RICE-${tag()}`, warehouseId: store.id, category: 'food', unit: 'kg' }).expect(201)).body;
    await app.http.post('/api/itemsImports').send({ warehouseId: store.id, supplierName: 'Tamimi', status: 'posted', items: [{ itemId: rice.id, quantity: 20, unitCost: 9.5 }] }).expect(201);
    const kitchen = (await app.http.post('/api/kitchens').send({ name: `Kitchen ${tag()}`, warehouseId: store.id, servingsPerMeal: 80 }).expect(201)).body;
    const meal = (await app.http.post('/api/kitchenMeals').send({ kitchenId: kitchen.id, name: 'Kabsa', mealType: 'lunch', servedOn: today(), servings: 70, ingredients: [{ itemId: rice.id, quantity: 12.5 }] }).expect(201)).body;
    expect(meal.ingredients[0]).toMatchObject({ unit: 'kg' });
    await app.http.post('/api/kitchenMeals').send({ kitchenId: kitchen.id, name: 'Too many', mealType: 'lunch', servedOn: today(), servings: 81 }).expect(400);
    const served = (await app.http.put(`/api/kitchenMeals/${meal.id}`).send({ status: 'served', version: meal.version }).expect(200)).body;
    expect(served.servedAt).toBeTruthy();
    const riceNow = async () => (await app.http.get(`/api/warehouseItems/${rice.id}`).expect(200)).body.quantity;
    expect(await riceNow()).toBe(7.5);
    // Another meal asking for more than is left is refused whole.
    const second = (await app.http.post('/api/kitchenMeals').send({ kitchenId: kitchen.id, name: 'Dinner', mealType: 'dinner', servedOn: today(), servings: 60, ingredients: [{ itemId: rice.id, quantity: 8 }] }).expect(201)).body;
    expect((await app.http.put(`/api/kitchenMeals/${second.id}`).send({ status: 'served', version: second.version }).expect(409)).body.message).toMatch(/7.5 kg on hand, 8 asked/);
    // A served meal keeps its ingredients; cancelled, it gives them back.
    await app.http.put(`/api/kitchenMeals/${meal.id}`).send({ ingredients: [{ itemId: rice.id, quantity: 1 }], version: served.version }).expect(409);
    await app.http.put(`/api/kitchenMeals/${meal.id}`).send({ status: 'cancelled', version: served.version }).expect(200);
    expect(await riceNow()).toBe(20);
    const ledger = (await app.http.get('/api/warehouseFeed').query({ filter: JSON.stringify({ itemId: rice.id }), sort: JSON.stringify(['postedAt', 'ASC']) }).expect(200)).body;
    expect(ledger.map((row: Record<string, unknown>) => [row.movement, row.balanceAfter])).toEqual([['receipt', 20], ['mealUse', 7.5], ['reversal', 20]]);
  });
});
