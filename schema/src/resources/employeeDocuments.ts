import { defineResource, f, PERSONAL_IDENTIFIERS } from '../index';

/** Who hears of a staff document about to end: the employee's manager and the department's, and HR's mailbox. */
export const STAFF_EXPIRY_REMINDER = {
  daysBefore: [60, 30, 7],
  to: ['employeeId.managerId.userId', 'employeeId.departmentId.managerId'],
  emails: ['hrSettings.hrEmail'],
} as const;

// Staff documents that end (issue 48): the iqama, the passport, the work permit, the contract,
// a driving licence, a professional licence, the medical card, each with its number and the day it
// ends (Hijri beside the Gregorian, as they are issued). The manager and HR hear of each one 60, 30
// and 7 days before it ends (a renewed document, its new date, afresh); the home dashboard counts
// what ends this month.
export const employeeDocuments = defineResource({
  name: 'employeeDocuments',
  route: '/hr/EmployeeDocuments',
  menu: { group: 'hr', icon: 'Description', order: 63 },
  recordRepresentation: ['kind', 'employeeId'],
  fields: {
    employeeId: f.reference('employees', { required: true }),
    kind: f.enum(['iqama', 'passport', 'workPermit', 'contract', 'drivingLicence', 'professionalLicence', 'medicalCard'], { required: true }),
    // An iqama's number is the person's identity number: read as the employees' national ids are.
    number: f.text({ required: true, maxLength: 40, sensitive: PERSONAL_IDENTIFIERS }),
    issuedBy: f.text({ maxLength: 120 }),
    issueDate: f.date({ hijri: true }),
    expiryDate: f.date({ required: true, hijri: true }),
    scan: f.file({ types: ['application/pdf', 'image/*'], maxSize: 5 * 1024 * 1024 }),
    notes: f.longText({ maxLength: 1000 }),
  },
  list: { columns: ['employeeId', 'kind', 'expiryDate', 'number'], sort: ['expiryDate', 'ASC'] },
  filters: { kind: { alwaysOn: true }, employeeId: { alwaysOn: true }, expiryDate: { ops: ['gte', 'lte'] } },
  checks: {
    endsAfterIssue: { kind: 'after', field: 'expiryDate', than: 'issueDate' },
  },
  // One record per document: a renewal changes its dates (and its number, when a new one is issued).
  constraints: {
    oneOfEachNumber: { kind: 'unique', fields: ['employeeId', 'kind', 'number'] },
  },
  reminders: {
    expiry: { date: 'expiryDate', ...STAFF_EXPIRY_REMINDER },
  },
});
