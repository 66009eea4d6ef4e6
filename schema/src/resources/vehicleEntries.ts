import { defineResource, f, GATES, PERSONAL_CONTACTS } from '../index';

// Vehicles through the gate (SPEC §2 /VehicleLog, "Vehicle Entry"): plate, type, driver, gate,
// entry and exit, and the invitation it came with. The server fills the entry time when none is
// given, keeps exit after entry, and derives the minutes and whether it is still inside.
export const vehicleEntries = defineResource({
  name: 'vehicleEntries',
  route: '/VehicleLog',
  menu: { group: 'visits', icon: 'DirectionsCar', order: 50 },
  recordRepresentation: 'plateNumber',
  fields: {
    // A Saudi plate: up to four digits and up to three letters (Arabic or Latin).
    plateNumber: f.text({ required: true, maxLength: 20, pattern: '^[0-9]{1,4} ?[A-Z\\u0621-\\u064A ]{1,7}$', search: true }),
    vehicleType: f.enum(['car', 'van', 'bus', 'truck', 'motorcycle'], { required: true, default: 'car' }),
    make: f.text({ maxLength: 60 }),
    color: f.text({ maxLength: 30 }),
    driverName: f.text({ required: true, maxLength: 160, search: true }),
    driverPhone: f.phone({ pattern: '^\\+?[0-9 ()-]{7,20}$', sensitive: PERSONAL_CONTACTS }),
    purpose: f.enum(['visit', 'delivery', 'contractor', 'staff', 'teamBus', 'emergency'], { required: true, default: 'visit' }),
    gate: f.enum(GATES, { required: true, default: 'main' }),
    invitationId: f.reference('invitations'),
    entryAt: f.datetime(),
    exitAt: f.datetime(),
    durationMinutes: f.integer({ readOnly: true }),
    status: f.enum(['inside', 'left'], { readOnly: true, required: true, default: 'inside' }),
    notes: f.longText({ maxLength: 1000 }),
  },
  list: { columns: ['plateNumber', 'vehicleType', 'driverName', 'purpose', 'gate', 'entryAt', 'exitAt', 'status'], sort: ['entryAt', 'DESC'] },
  filters: { status: { alwaysOn: true }, vehicleType: { alwaysOn: true }, gate: {}, purpose: {}, entryAt: { ops: ['gte', 'lte'] } },
  actions: { exit: { permission: 'edit', when: { status: ['inside'] } } },
  checks: {
    exitAfterEntry: { kind: 'after', field: 'exitAt', than: 'entryAt', orSame: true },
    leftOnce: { kind: 'override', field: 'exitAt' },
  },
});
