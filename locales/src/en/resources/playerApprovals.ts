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
  rules: {
    decidedStays: 'A decided registration request is not changed',
    reasonToReject: 'A rejection says why',
    documentsChecked: 'Check these documents before approving: %{documents}',
    oneOpenPerPlayer: 'The player already has a registration request waiting for a decision',
  },
  // The documents as the refusal of an approval lists them.
  texts: {
    nationalId: 'national ID or iqama',
    birthCertificate: 'birth certificate',
    medicalClearance: 'medical clearance',
    guardianConsent: "guardian's consent",
    listSeparator: ', ',
  },
});
