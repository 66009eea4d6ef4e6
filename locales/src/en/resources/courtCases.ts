import type { courtCases } from '@club/schema/resources/courtCases';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof courtCases>({
  name: 'Court case |||| Court cases',
  fields: {
    fileNumber: 'File number',
    caseNumber: 'Case number',
    title: 'Title',
    caseType: 'Case type',
    court: 'Court',
    courtCircuit: 'Circuit',
    stage: 'Stage',
    clubRole: "Club's role",
    opponentName: 'Opponent',
    lawyerId: 'Our lawyer',
    lawFirm: 'Law firm',
    claimAmount: 'Claim amount',
    filingDate: 'Filed on',
    status: 'Status',
    judgment: 'Judgment',
    awardedAmount: 'Amount awarded',
    closedOn: 'Closed on',
    nextHearingAt: 'Next hearing',
    description: 'Description',
    documents: 'Documents',
  },
  enums: {
    caseType: {
      labour: 'Labour',
      commercial: 'Commercial',
      civil: 'Civil',
      administrative: 'Administrative',
      criminal: 'Criminal',
      sportsArbitration: 'Sports arbitration',
      execution: 'Execution',
    },
    stage: { firstInstance: 'First instance', appeal: 'Appeal', supremeCourt: 'Supreme Court', execution: 'Execution' },
    clubRole: { plaintiff: 'Plaintiff', defendant: 'Defendant' },
    status: { active: 'Active', suspended: 'Suspended', won: 'Won', lost: 'Lost', settled: 'Settled', withdrawn: 'Withdrawn' },
  },
});
