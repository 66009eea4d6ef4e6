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
  rules: {
    reviewAfterEffective: 'The review date is after the effective date',
    actionState: 'The document is not in a state this applies to',
    reasonGiven: 'Say why',
    draftEdited: 'Only a draft is edited; an approved document changes by a new version',
    followsApproved: 'A new version follows an approved document',
    sameType: 'A new version is of the same type',
    latestVersion: 'Version %{version} follows it already',
  },
});
