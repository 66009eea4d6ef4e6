import { defineResource, f } from '../index';

// The rules the club must keep (SPEC §2 /ComplianceStandards): who sets them (the Ministry of
// Sport, a federation, ZATCA, Civil Defense...), what they are about and how often compliance is
// due. Each period's check is a compliance tracking; its owner is reminded before it is due.
export const complianceStandards = defineResource({
  name: 'complianceStandards',
  route: '/ComplianceStandards',
  menu: { group: 'internalOps', icon: 'Rule', order: 60 },
  recordRepresentation: ['code', 'title'],
  fields: {
    code: f.text({ required: true, unique: true, maxLength: 20, pattern: '^[A-Z][A-Z0-9-]{1,19}$', search: true }),
    title: f.text({ required: true, maxLength: 200, search: true }),
    titleAr: f.text({ required: true, maxLength: 200, search: true }),
    authority: f.enum(['ministryOfSport', 'federation', 'zatca', 'civilDefense', 'municipality', 'hrsd', 'sdaia', 'other'], { required: true }),
    category: f.enum(['financial', 'safety', 'governance', 'sport', 'labour', 'dataProtection'], { required: true }),
    frequency: f.enum(['once', 'monthly', 'quarterly', 'semiAnnual', 'annual'], { required: true, default: 'annual' }),
    // The owner of each period's check is reminded this many days before it is due.
    reminderDays: f.integer({ required: true, min: 1, max: 90, default: 14 }),
    departmentId: f.reference('departments'),
    description: f.longText({ maxLength: 2000 }),
    reference: f.url(),
    isActive: f.boolean({ default: true }),
  },
  list: { columns: ['code', 'titleAr', 'title', 'authority', 'category', 'frequency', 'isActive'], sort: ['code', 'ASC'] },
  filters: { authority: { alwaysOn: true }, category: { alwaysOn: true }, frequency: {}, isActive: {} },
});
