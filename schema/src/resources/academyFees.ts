import { defineResource, f } from '../index';

// The academy's monthly fee of each age group (its price list): a player's month is charged the
// active fee of their age group unless the office types another (api/src/overrides/playerSubscriptions.ts).
export const academyFees = defineResource({
  name: 'academyFees',
  route: '/PlayerSubscriptions/fees',
  menu: { group: 'academy', icon: 'Payments', order: 61 },
  recordRepresentation: 'nameAr',
  fields: {
    ageGroupId: f.reference('ageGroups', { required: true }),
    name: f.text({ required: true, maxLength: 120, search: true }),
    nameAr: f.text({ required: true, maxLength: 120, search: true }),
    monthlyFee: f.money({ required: true, min: 0, max: 100_000 }),
    // The day of the month a month's fee falls due.
    dueDay: f.integer({ required: true, min: 1, max: 28, default: 1 }),
    isActive: f.boolean({ default: true }),
  },
  list: { columns: ['ageGroupId', 'nameAr', 'monthlyFee', 'dueDay', 'isActive'], sort: ['monthlyFee', 'ASC'] },
  filters: { ageGroupId: { alwaysOn: true }, isActive: { alwaysOn: true } },
  constraints: { oneActivePerGroup: { kind: 'unique', fields: ['ageGroupId'], when: { isActive: true } } },
});
