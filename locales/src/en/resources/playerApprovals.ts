import type { playerApprovals } from '@club/schema/resources/playerApprovals';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof playerApprovals>({
  name: 'Registration approval |||| Registration approvals',
  fields: {
    requestNo: 'Request no.',
    playerId: 'Player',
    season: 'Season',
    documentsChecked: 'Documents checked',
    status: 'Status',
    decidedById: 'Decided by',
    decidedAt: 'Decided at',
    decisionComment: 'Decision comment',
    notes: 'Notes',
  },
  enums: {
    documentsChecked: { nationalId: 'National ID or iqama', birthCertificate: 'Birth certificate', medicalClearance: 'Medical clearance', guardianConsent: 'Guardian\'s consent', passport: 'Passport', photo: 'Photo', federationCard: 'Federation card', schoolLetter: 'School letter' },
    status: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
  },
  actions: { approve: 'Approve', reject: 'Reject' },
});
