import type { employeeCertifications } from '@club/schema/resources/employeeCertifications';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof employeeCertifications>({
  name: 'Certification |||| Skills & certifications',
  fields: {
    employeeId: 'Employee',
    name: 'Name',
    kind: 'Kind',
    level: 'Level',
    issuer: 'Issued by',
    credentialNumber: 'Credential no.',
    issueDate: 'Issued on',
    expiryDate: 'Expires on',
    notes: 'Notes',
  },
  enums: {
    kind: { coachingLicence: 'Coaching licence', firstAid: 'First aid', professionalRegistration: 'Professional registration', language: 'Language', technical: 'Technical', degree: 'Degree' },
    level: { basic: 'Basic', intermediate: 'Intermediate', advanced: 'Advanced', expert: 'Expert' },
  },
  reminders: {
    expiry: {
      subject: '%{record} of %{employeeId} expires on %{date}',
      text: 'The certification %{record} of %{employeeId} expires on %{date}, in %{days} days. Plan its renewal.',
    },
  },
});
