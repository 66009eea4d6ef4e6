import type { complianceTrackings } from '@club/schema/resources/complianceTrackings';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof complianceTrackings>({
  name: 'Compliance tracking |||| Compliance trackings',
  fields: {
    standardId: 'Standard',
    period: 'Period',
    dueDate: 'Due date',
    ownerId: 'Owner',
    status: 'Status',
    evidence: 'Evidence',
    findings: 'Findings',
    correctiveAction: 'Corrective action',
    correctiveDueDate: 'Corrective action due',
    completedAt: 'Completed at',
    reminderSentAt: 'Reminder sent at',
    notes: 'Notes',
  },
  enums: { status: { pending: 'Pending', inProgress: 'In progress', compliant: 'Compliant', nonCompliant: 'Non-compliant', overdue: 'Overdue' } },
  actions: {
    start: 'Start',
    'back-to-pending': 'Back to pending',
    comply: 'Mark compliant',
    'find-gaps': 'Mark non-compliant',
    overdue: 'Overdue',
  },
  rules: {
    oncePerPeriod: 'The standard has its check for %{period} already',
    evidence: 'Attach the evidence of compliance',
    findings: 'Write what was found',
    correctiveAction: 'Write the corrective action',
    correctiveDueDate: 'Give the date the corrective action is due',
    overdue: 'A check becomes overdue by itself once its due date has passed',
  },
  texts: {
    reminderSubject: 'Compliance due: %{code} (%{period}) on %{date}',
    reminderText: '"%{title}" for %{period} is due on %{date}. Attach the evidence or record the findings before then:',
  },
});
