import type { playerContracts } from '@club/schema/resources/playerContracts';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof playerContracts>({
  name: 'Player contract |||| Player contracts',
  fields: {
    contractNo: 'Contract no.',
    playerId: 'Player',
    type: 'Contract type',
    startDate: 'Start date',
    endDate: 'End date',
    monthlySalary: 'Monthly salary',
    signingBonus: 'Signing bonus',
    totalValue: 'Total value',
    releaseClause: 'Release clause',
    agentName: 'Agent',
    clauses: 'Clauses',
    status: 'Status',
    document: 'Signed contract',
    reminderSentFor: 'Reminder sent for end',
  },
  enums: {
    type: { professional: 'Professional', amateur: 'Amateur', youth: 'Youth', loan: 'Loan', scholarship: 'Scholarship' },
    status: { draft: 'Draft', active: 'In force', expired: 'Expired', terminated: 'Terminated' },
  },
  actions: { activate: 'Put in force', expire: 'Mark expired', terminate: 'Terminate' },
  rules: {
    lockedDelete: 'Only a draft contract is deleted',
    endsAfterStart: 'A contract ends after it starts',
    oneInForce: 'The player already has a contract in force for those dates: %{record}',
  },
  texts: {
    reminderSubject: "%{player}'s contract ends soon (%{number})",
    reminderText: 'The contract %{number} of %{player} ends on %{date}.',
  },
});
