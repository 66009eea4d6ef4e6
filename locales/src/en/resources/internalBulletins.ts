import type { internalBulletins } from '@club/schema/resources/internalBulletins';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof internalBulletins>({
  name: 'Internal bulletin |||| Internal bulletins',
  views: {
    staffCirculars: 'Staff circular |||| Staff circulars',
  },
  permission: 'Internal Bulletins',
  fields: {
    referenceNumber: 'Reference number',
    title: 'Title',
    body: 'Text',
    audience: 'Audience',
    priority: 'Priority',
    publishDate: 'Publish date',
    expiryDate: 'Expiry date',
    status: 'Status',
    requiresAcknowledgement: 'Acknowledgement required',
    authorId: 'Issued by',
    departmentId: 'Department addressed',
    audienceSize: 'Addressed to (employees)',
    readCount: 'Read by',
    attachmentUrl: 'Attachment link',
    attachments: 'Attachments',
  },
  enums: {
    audience: {
      allStaff: 'All staff',
      administration: 'Administration',
      humanResources: 'Human resources',
      finance: 'Finance',
      technicalStaff: 'Technical staff',
      academy: 'Academy',
      medical: 'Medical department',
      facilities: 'Facilities',
      marketing: 'Marketing & sponsorship',
      security: 'Security & safety',
    },
    priority: { low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical' },
    status: { draft: 'Draft', published: 'Published', archived: 'Archived' },
  },
  actions: { acknowledge: 'I have read it' },
  rules: {
    publishedOnly: 'Only a published circular is acknowledged',
    addressedToReader: 'This circular is addressed to another department',
    ownAccount: 'Sign in with your own account to acknowledge a circular',
  },
});
