import type { correspondenceFollowUps } from '@club/schema/resources/correspondenceFollowUps';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof correspondenceFollowUps>({
  name: 'Follow-up |||| Follow-ups',
  fields: { correspondenceId: 'Letter', action: 'Action', assignedToId: 'Assigned to', dueDate: 'Due', status: 'Status', doneAt: 'Done at', notes: 'Notes' },
  enums: { status: { open: 'Open', done: 'Done', cancelled: 'Cancelled' } },
  rules: {
    doneIsFinal: 'A follow-up done or cancelled is final',
  },
  reminders: { due: { subject: 'Follow-up due %{date}: %{record}', text: 'The follow-up %{record} referred to you is due on %{date} (in %{days} days).' } },
});
