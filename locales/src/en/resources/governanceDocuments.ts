import type { governanceDocuments } from '@club/schema/resources/governanceDocuments';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof governanceDocuments>({
  name: 'Governance document |||| Governance documents',
  fields: {
    title: 'Title (English)',
    titleAr: 'Title (Arabic)',
    type: 'Type',
    previousVersionId: 'New version of',
    versionNumber: 'Version',
    departmentId: 'Owner department',
    summary: 'Summary',
    file: 'Document',
    effectiveDate: 'Effective from',
    reviewDate: 'Review by',
    status: 'Status',
    approvedById: 'Approved by',
    approvedAt: 'Approved at',
  },
  enums: {
    type: { policy: 'Policy', bylaw: 'Bylaw', procedure: 'Procedure', charter: 'Charter', minutes: 'Minutes', decision: 'Decision' },
    status: { draft: 'Draft', underReview: 'Under review', approved: 'Approved', superseded: 'Superseded', archived: 'Archived' },
  },
  actions: { submit: 'Send for review', approve: 'Approve', return: 'Return to draft', archive: 'Archive' },
});
