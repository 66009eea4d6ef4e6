import type { accountingPeriods } from '@club/schema/resources/accountingPeriods';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof accountingPeriods>({
  name: 'Accounting period |||| Accounting periods',
  fields: { period: 'Month', status: 'Status', closedById: 'Closed by', closedAt: 'Closed at', reopenReason: 'Why it was reopened' },
  enums: { status: { open: 'Open', closed: 'Closed' } },
  rules: { oncePerMonth: 'This month is in the books already' },
  actions: { close: 'Close the month', reopen: 'Reopen' },
});
