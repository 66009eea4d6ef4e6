import { defineResource, f } from '../index';

// A player's medical file entry (SPEC §2 /medicalRecords): injuries, illnesses, conditions.
// Confidential: only roles holding the page's permission (the clinic) read it, and every read
// leaves an audit entry (who, when, which record).
export const medicalRecords = defineResource({
  name: 'medicalRecords',
  route: '/medicalRecords',
  menu: { group: 'clinics', icon: 'LocalHospital', order: 1 },
  recordRepresentation: 'title',
  auditReads: true,
  access: { manager: [] },
  fields: {
    playerId: f.reference('players', { required: true }),
    recordType: f.enum(['injury', 'illness', 'condition', 'allergy', 'surgery'], { required: true }),
    title: f.text({ required: true, maxLength: 160, search: true }),
    bodyPart: f.enum(['head', 'neck', 'shoulder', 'arm', 'back', 'hip', 'thigh', 'knee', 'ankle', 'foot', 'other']),
    severity: f.enum(['minor', 'moderate', 'severe'], { required: true }),
    occurredOn: f.date({ required: true }),
    diagnosis: f.longText({ maxLength: 5000 }),
    treatment: f.longText({ maxLength: 5000 }),
    doctorName: f.text({ maxLength: 120 }),
    status: f.enum(['active', 'recovering', 'resolved'], { required: true, default: 'active' }),
    expectedReturnDate: f.date(),
    resolvedOn: f.date(),
    attachments: f.files({ types: ['application/pdf', 'image/*'], maxFiles: 5 }),
  },
  list: { columns: ['playerId', 'recordType', 'title', 'severity', 'occurredOn', 'expectedReturnDate', 'status'], sort: ['occurredOn', 'DESC'] },
  filters: { status: { alwaysOn: true }, recordType: { alwaysOn: true }, severity: {}, bodyPart: {}, occurredOn: { ops: ['gte', 'lte'] } },
  checks: {
    occurredNotFuture: { kind: 'notFuture', field: 'occurredOn' },
    returnAfterOccurred: { kind: 'after', field: 'expectedReturnDate', than: 'occurredOn', orSame: true },
    resolvedAfterOccurred: { kind: 'after', field: 'resolvedOn', than: 'occurredOn', orSame: true },
  },
});
