import { defineResource, f, PHONE_PATTERN, VAT_NUMBER_PATTERN } from '../index';

/** The trades of maintenance work. */
export const MAINTENANCE_SPECIALTIES = ['electrical', 'plumbing', 'hvac', 'civil', 'grounds', 'carpentry', 'equipment', 'cleaning', 'general'] as const;

// The maintenance team and its contractors (SPEC §2 /Maintenances/MaintenanceTeamSuppliers): a team
// member is one of the club's employees; a contractor is a company with its commercial registration
// (10 digits) and VAT number. Only active ones are given work.
export const maintenanceSuppliers = defineResource({
  name: 'maintenanceSuppliers',
  route: '/Maintenances/MaintenanceTeamSuppliers',
  menu: { group: 'assets', icon: 'Engineering', order: 31 },
  recordRepresentation: 'name',
  fields: {
    name: f.text({ required: true, maxLength: 160, search: true }),
    nameAr: f.text({ maxLength: 160, search: true }),
    kind: f.enum(['teamMember', 'contractor'], { required: true, default: 'contractor' }),
    specialty: f.enum(MAINTENANCE_SPECIALTIES, { required: true }),
    employeeId: f.reference('employees'),
    crNumber: f.text({ maxLength: 10, pattern: '^[0-9]{10}$' }),
    vatNumber: f.text({ maxLength: 15, pattern: VAT_NUMBER_PATTERN }),
    contactPerson: f.text({ maxLength: 120 }),
    phone: f.phone({ pattern: PHONE_PATTERN }),
    email: f.email(),
    contractStart: f.date(),
    contractEnd: f.date(),
    rating: f.integer({ min: 1, max: 5 }),
    status: f.enum(['active', 'suspended', 'inactive'], { required: true, default: 'active' }),
    notes: f.longText({ maxLength: 2000 }),
  },
  list: { columns: ['name', 'kind', 'specialty', 'contactPerson', 'phone', 'contractEnd', 'rating', 'status'], sort: ['name', 'ASC'] },
  filters: { kind: { alwaysOn: true }, specialty: { alwaysOn: true }, status: {}, contractEnd: { ops: ['gte', 'lte'] } },
  checks: {
    employeeNamed: { kind: 'required', field: 'employeeId', when: { kind: ['teamMember'] } },
    crNumberNamed: { kind: 'required', field: 'crNumber', when: { kind: ['contractor'] } },
    contractEndsAfterStart: { kind: 'after', field: 'contractEnd', than: 'contractStart', orSame: true },
  },
});
