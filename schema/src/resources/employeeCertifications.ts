import { defineResource, f } from '../index';
import { STAFF_EXPIRY_REMINDER } from './employeeDocuments';

// Skills and certifications (SPEC §2 /hr/SkillsCertifications): a coaching licence, a first-aid
// certificate, a professional registration, with its expiry; the list shows those expiring soon,
// and the manager and HR hear of one about to end as of a staff document.
export const employeeCertifications = defineResource({
  name: 'employeeCertifications',
  route: '/hr/SkillsCertifications',
  menu: { group: 'hr', icon: 'Policy', order: 62 },
  recordRepresentation: 'name',
  fields: {
    employeeId: f.reference('employees', { required: true }),
    name: f.text({ required: true, maxLength: 160, search: true }),
    kind: f.enum(['coachingLicence', 'firstAid', 'professionalRegistration', 'language', 'technical', 'degree'], { required: true }),
    level: f.enum(['basic', 'intermediate', 'advanced', 'expert']),
    issuer: f.text({ maxLength: 160, search: true }),
    credentialNumber: f.text({ maxLength: 60 }),
    issueDate: f.date({ required: true }),
    expiryDate: f.date(),
    notes: f.longText({ maxLength: 1000 }),
  },
  list: { columns: ['employeeId', 'name', 'kind', 'level', 'issuer', 'issueDate', 'expiryDate'], sort: ['expiryDate', 'ASC'] },
  filters: { kind: { alwaysOn: true }, employeeId: { alwaysOn: true }, expiryDate: { ops: ['gte', 'lte'] } },
  reminders: {
    expiry: { date: 'expiryDate', ...STAFF_EXPIRY_REMINDER },
  },
});
