import { defineResource, f } from '../index';

// A player's medical checkup (SPEC §2 /MedicalCheckups): fit to play, fit with restrictions (named)
// or unfit, and until when the verdict holds (after the checkup; an unfit verdict has no validity).
export const medicalCheckups = defineResource({
  name: 'medicalCheckups',
  route: '/MedicalCheckups',
  menu: { group: 'clinics', icon: 'MonitorHeart', order: 2 },
  recordRepresentation: 'checkupDate',
  fields: {
    playerId: f.reference('players', { required: true }),
    checkupDate: f.date({ required: true }),
    type: f.enum(['preSeason', 'periodic', 'returnToPlay', 'cardiac'], { required: true }),
    doctorName: f.text({ required: true, maxLength: 120 }),
    result: f.enum(['fit', 'fitWithRestrictions', 'unfit'], { required: true }),
    restrictions: f.text({ maxLength: 500 }),
    validUntil: f.date(),
    restingHeartRate: f.integer({ min: 30, max: 200 }),
    bloodPressure: f.text({ pattern: '^[0-9]{2,3}/[0-9]{2,3}$' }),
    notes: f.longText({ maxLength: 3000 }),
  },
  access: { manager: ['list', 'show'] },
  list: { columns: ['playerId', 'checkupDate', 'type', 'result', 'validUntil', 'doctorName'], sort: ['checkupDate', 'DESC'] },
  filters: { result: { alwaysOn: true }, type: { alwaysOn: true }, validUntil: { ops: ['gte', 'lte'] }, checkupDate: { ops: ['gte', 'lte'] } },
  checks: {
    checkupNotFuture: { kind: 'notFuture', field: 'checkupDate' },
    restrictionsNamed: { kind: 'required', field: 'restrictions', when: { result: ['fitWithRestrictions'] } },
    validityOfFit: { kind: 'required', field: 'validUntil', when: { result: ['fit', 'fitWithRestrictions'] } },
    noValidityUnfit: { kind: 'absent', field: 'validUntil', when: { result: ['unfit'] }, clear: true },
    validAfterCheckup: { kind: 'after', field: 'validUntil', than: 'checkupDate' },
  },
});
