import type { sponsorContracts } from '@club/schema/resources/sponsorContracts';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof sponsorContracts>({
  name: 'Sponsor contract |||| Sponsor contracts',
  permission: 'Sponsor Contract',
  fields: {
    contractNumber: 'Contract number',
    sponsorId: 'Sponsor',
    startDate: 'Start date',
    endDate: 'End date',
    value: 'Contract value',
    paymentSchedule: 'Payment schedule',
    benefits: 'Sponsor benefits',
    status: 'Status',
    signedBy: 'Signed by',
    signedDate: 'Signed on',
    attachmentUrl: 'Attachment link',
  },
  enums: {
    paymentSchedule: { oneTime: 'One payment', monthly: 'Monthly', quarterly: 'Quarterly', semiAnnual: 'Semi-annual', annual: 'Annual' },
    status: { draft: 'Draft', active: 'Active', expired: 'Expired', terminated: 'Terminated' },
  },
});
