import type { endOfServices } from '@club/schema/resources/endOfServices';
import { defineResourceLocale } from '../../types';
import { approvalActionLabels, approvalFieldLabels, approvalStatusLabels } from '../approvalLabels';

export const locale = defineResourceLocale<typeof endOfServices>({
  name: 'End of service |||| End of service',
  fields: {
    number: 'Number',
    employeeId: 'Employee',
    reason: 'Reason',
    lastWorkingDay: 'Last working day',
    notes: 'Notes',
    serviceYears: 'Years of service',
    monthlyWage: 'Monthly wage',
    award: 'End-of-service award',
    calculation: 'Calculation',
    requesterId: 'Requested by',
    ...approvalFieldLabels,
  },
  enums: {
    reason: {
      resignation: 'Resignation', employerTermination: 'Termination by the employer', contractExpiry: 'End of contract',
      retirement: 'Retirement', death: 'Death', forceMajeure: 'Force majeure', article80Dismissal: 'Dismissal (article 80)',
      article81Resignation: 'Leaving under article 81',
    },
    status: approvalStatusLabels,
  },
  actions: approvalActionLabels,
  rules: {
    lastDayAfterHire: 'The last working day comes after the hire date',
    oneEndOfService: "The employee's service already ends in %{record}",
  },
  texts: {
    calculation: "%{years} years of service: %{first} × half a month's wage (%{half})%{rest} = SAR %{full}; due for this reason: %{share} = SAR %{award}",
    calculationRest: " + %{rest} × a month's wage (%{wage})",
    shareAll: 'all of it',
    shareNone: 'none of it',
    shareThird: 'one third',
    shareTwoThirds: 'two thirds',
  },
});
