import type { caseParties } from '@club/schema/resources/caseParties';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof caseParties>({
  name: 'Party |||| Parties',
  fields: {
    caseId: 'Case',
    position: 'Order',
    name: 'Name',
    side: 'Side',
    role: 'Role',
    representative: 'Represented by',
    nationalId: 'National ID / CR',
  },
  enums: {
    side: { club: 'Club', opponent: 'Opponent', other: 'Other' },
    role: { plaintiff: 'Plaintiff', defendant: 'Defendant', intervener: 'Intervener', witness: 'Witness', expert: 'Expert', guarantor: 'Guarantor' },
  },
});
