import { defineResource, f } from '../index';

// A player's stay in the academy's housing (SPEC §2 /PlayerResidences): the building, from check-in
// to check-out, with the guardian's consent and the monthly fee. One stay at a time per player;
// checking out ends their room assignment that day.
export const playerResidences = defineResource({
  name: 'playerResidences',
  route: '/PlayerResidences',
  menu: { group: 'facilities', icon: 'Hotel', order: 21 },
  recordRepresentation: ['playerName', 'checkInOn'],
  fields: {
    playerId: f.reference('players', { required: true }),
    // Derived: the player's name, so the stay names itself.
    playerName: f.text({ readOnly: true, maxLength: 160 }),
    facilityId: f.reference('facilities', { required: true }),
    checkInOn: f.date({ required: true, default: 'now' }),
    expectedCheckOutOn: f.date(),
    checkOutOn: f.date(),
    // Derived: upcoming before check-in, current until check-out, ended after.
    status: f.enum(['upcoming', 'current', 'ended'], { readOnly: true }),
    mealPlan: f.enum(['fullBoard', 'halfBoard', 'none'], { required: true, default: 'fullBoard' }),
    guardianConsent: f.boolean({ default: false }),
    monthlyFee: f.money({ min: 0, max: 100_000 }),
    notes: f.longText({ maxLength: 1000 }),
  },
  checks: {
    checkOutAfterCheckIn: { kind: 'after', field: 'checkOutOn', than: 'checkInOn' },
    expectedAfterCheckIn: { kind: 'after', field: 'expectedCheckOutOn', than: 'checkInOn' },
    inHousing: { kind: 'refersTo', field: 'facilityId', where: { type: ['residence'] } },
  },
  constraints: {
    oneStayEach: { kind: 'noOverlap', start: 'checkInOn', end: 'checkOutOn', per: ['playerId'], openEnd: true },
  },
  list: { columns: ['playerId', 'facilityId', 'checkInOn', 'expectedCheckOutOn', 'checkOutOn', 'status', 'mealPlan'], sort: ['checkInOn', 'DESC'] },
  filters: { status: { alwaysOn: true }, facilityId: { alwaysOn: true }, playerId: {}, mealPlan: {}, checkInOn: { ops: ['gte', 'lte'] } },
});
