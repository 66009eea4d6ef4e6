import { defineResource, f } from '../index';

// The public holidays of each year (the two Eids by the Umm al-Qura calendar, Founding Day on 22
// February, National Day on 23 September), edited by HR as each year's dates are announced. A leave
// that counts working days leaves them out, with the weekly rest days.
export const publicHolidays = defineResource({
  name: 'publicHolidays',
  route: '/hr/PublicHolidays',
  menu: { group: 'hr', icon: 'EventBusy', order: 43, screen: 'leave' },
  recordRepresentation: 'name',
  fields: {
    name: f.text({ required: true, maxLength: 120, search: true }),
    nameAr: f.text({ required: true, maxLength: 120, search: true }),
    firstDay: f.date({ required: true, hijri: true }),
    lastDay: f.date({ required: true, hijri: true }),
    // The year of its first day, and its length: derived.
    year: f.integer({ readOnly: true, grouping: false }),
    days: f.integer({ readOnly: true }),
  },
  list: { columns: ['name', 'nameAr', 'firstDay', 'lastDay', 'days', 'year'], sort: ['firstDay', 'ASC'] },
  filters: { year: { alwaysOn: true, ops: ['eq'] }, firstDay: { ops: ['gte', 'lte'] } },
  calendar: { start: 'firstDay', end: 'lastDay' },
  access: { member: ['list', 'show'] },
  checks: {
    lastDayNotBeforeFirst: { kind: 'after', field: 'lastDay', than: 'firstDay', orSame: true },
  },
});
