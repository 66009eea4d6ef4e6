import { defineResource, f } from '../index';

export const sponsorContracts = defineResource({
  name: 'sponsorContracts',
  route: '/SponsorContracts',
  menu: { group: 'financialAdmin', icon: 'RequestQuote' },
  recordRepresentation: 'contractNumber',
  fields: {
    contractNumber: f.text({ required: true, unique: true, maxLength: 30, pattern: '^[A-Z]{2,5}-[0-9]{4}-[0-9]{2,5}$', search: true }),
    sponsorId: f.reference('sponsors', { required: true }),
    startDate: f.date({ required: true }),
    endDate: f.date({ required: true }),
    /** Total contract value in SAR. */
    value: f.money({ required: true, min: 0, max: 1_000_000_000 }),
    paymentSchedule: f.enum(['oneTime', 'monthly', 'quarterly', 'semiAnnual', 'annual'], { required: true, default: 'quarterly' }),
    benefits: f.longText({ maxLength: 5000 }),
    status: f.enum(['draft', 'active', 'expired', 'terminated'], { required: true, default: 'draft' }),
    signedBy: f.text({ maxLength: 120, search: true }),
    signedDate: f.date(),
    attachmentUrl: f.url({ maxLength: 1000 }),
  },
  list: { columns: ['contractNumber', 'sponsorId', 'startDate', 'endDate', 'value', 'paymentSchedule', 'status'], sort: ['startDate', 'DESC'] },
  filters: {
    status: { alwaysOn: true },
    sponsorId: { alwaysOn: true },
    paymentSchedule: {},
    startDate: { ops: ['gte', 'lte'] },
    endDate: { ops: ['gte', 'lte'] },
    value: { ops: ['gte', 'lte'] },
  },
});
