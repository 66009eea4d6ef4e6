import type { employeeDocuments } from '@club/schema/resources/employeeDocuments';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof employeeDocuments>({
  name: 'Staff document |||| Staff documents',
  fields: {
    employeeId: 'Employee',
    kind: 'Document',
    number: 'Number',
    issuedBy: 'Issued by',
    issueDate: 'Issued on',
    expiryDate: 'Expires on',
    scan: 'Scan',
    notes: 'Notes',
  },
  enums: {
    kind: {
      iqama: 'Iqama',
      passport: 'Passport',
      workPermit: 'Work permit',
      contract: 'Employment contract',
      drivingLicence: 'Driving licence',
      professionalLicence: 'Professional licence',
      medicalCard: 'Medical card',
    },
  },
  rules: {
    endsAfterIssue: 'A document expires after the day it was issued',
    oneOfEachNumber: 'This employee already has this document with this number',
  },
  reminders: {
    expiry: {
      subject: '%{kind} of %{employeeId} expires on %{date}',
      text: '%{kind} of %{employeeId} expires on %{date}, in %{days} days. Start its renewal so the employee keeps working without a gap.',
    },
  },
});
