import { defineResource, f } from '../index';

// Rewards (SPEC §2 /hr/Rewards): a bonus, a certificate of thanks, a gift; a paid one reaches the
// month's payroll notification.
export const rewards = defineResource({
  name: 'rewards',
  route: '/hr/Rewards',
  menu: { group: 'hr', icon: 'TaskAlt', order: 50 },
  recordRepresentation: 'number',
  fields: {
    number: f.sequence({ prefix: 'RWD' }),
    employeeId: f.reference('employees', { required: true }),
    type: f.enum(['bonus', 'thanksCertificate', 'gift', 'extraLeave', 'promotionRecommendation'], { required: true }),
    date: f.date({ required: true, default: 'now' }),
    amount: f.money({ min: 0, max: 1_000_000, default: 0, sensitive: { grant: 'salaries' } }),
    reason: f.longText({ required: true, maxLength: 2000 }),
  },
  list: { columns: ['number', 'employeeId', 'type', 'date', 'amount'], sort: ['date', 'DESC'] },
  filters: { type: { alwaysOn: true }, employeeId: {}, date: { ops: ['gte', 'lte'] } },
});
