import type { courtHearings } from '@club/schema/resources/courtHearings';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof courtHearings>({
  name: 'Hearing |||| Hearings',
  fields: {
    caseId: 'Case',
    position: 'Order',
    scheduledAt: 'Date and time',
    courtRoom: 'Court room',
    judge: 'Judge',
    outcome: 'Outcome',
    summary: 'Summary',
    nextHearingAt: 'Next hearing set',
  },
  enums: {
    outcome: { scheduled: 'Scheduled', held: 'Held', postponed: 'Postponed', cancelled: 'Cancelled' },
  },
  rules: {
    hearingNotAhead: 'A hearing in the future is not held or postponed yet',
    postponedTo: 'A postponed hearing names the date it moved to',
    nextHearingAfter: 'The next hearing comes after this one',
  },
});
