import { defineResource, f } from '../index';

// Benefits (SPEC §2 /hr/BenefitsManagement): medical insurance, tuition, housing and other benefits
// an employee holds, with provider, cost to the club and dates.
export const benefits = defineResource({
  name: 'benefits',
  route: '/hr/BenefitsManagement',
  menu: { group: 'hr', icon: 'LocalHospital', order: 53 },
  recordRepresentation: ['employeeId', 'type'],
  fields: {
    employeeId: f.reference('employees', { required: true }),
    type: f.enum(['medicalInsurance', 'tuition', 'housing', 'transport', 'mobile', 'gym', 'ticket'], { required: true }),
    provider: f.text({ maxLength: 160, search: true }),
    coverage: f.enum(['employee', 'employeeAndSpouse', 'family']),
    policyNumber: f.text({ maxLength: 60 }),
    monthlyCost: f.money({ min: 0, max: 1_000_000, default: 0, sensitive: { grant: 'salaries' } }),
    startDate: f.date({ required: true }),
    endDate: f.date(),
    status: f.enum(['active', 'suspended', 'ended'], { required: true, default: 'active' }),
    notes: f.longText({ maxLength: 1000 }),
  },
  list: { columns: ['employeeId', 'type', 'provider', 'coverage', 'startDate', 'endDate', 'status'], sort: ['startDate', 'DESC'] },
  filters: { status: { alwaysOn: true }, type: { alwaysOn: true }, employeeId: {} },
});
