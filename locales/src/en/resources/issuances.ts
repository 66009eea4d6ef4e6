import type { issuances } from '@club/schema/resources/issuances';
import { defineResourceLocale } from '../../types';
import { paymentMethodLabels } from '../paymentLabels';

export const locale = defineResourceLocale<typeof issuances>({
  name: 'Issuance |||| Issuances',
  fields: {
    number: 'Number',
    type: 'Type',
    holderType: 'Holder is',
    clubMemberId: 'Member',
    playerId: 'Player',
    employeeId: 'Employee',
    holderName: 'Holder',
    title: 'Title',
    issueDate: 'Issued on',
    expiryDate: 'Expires on',
    fee: 'Fee',
    feePaid: 'Fee paid',
    paymentMethod: 'Payment method',
    status: 'Status',
    replacedById: 'Replaced by',
    revokedAt: 'Revoked at',
    revokeReason: 'Why revoked',
    document: 'Document',
    notes: 'Notes',
  },
  enums: {
    type: { membershipCard: 'Membership card', playerCard: 'Player card', certificate: 'Certificate', letter: 'Letter', permit: 'Permit' },
    holderType: { member: 'A member', player: 'A player', employee: 'An employee', other: 'Someone else' },
    paymentMethod: paymentMethodLabels,
    status: { valid: 'Valid', replaced: 'Replaced', revoked: 'Revoked', expired: 'Expired' },
  },
  actions: { revoke: 'Revoke' },
  rules: {
    memberOnRecord: 'Choose the holder on record',
    playerOnRecord: 'Choose the holder on record',
    employeeOnRecord: 'Choose the holder on record',
    holderNamed: "Write the holder's name",
    expiryOfCardsAndPermits: 'A card or a permit has its expiry date',
    expiresAfterIssue: 'It expires after it is issued',
    validOnlyChanges: 'A revoked, replaced or expired issuance does not change any more',
    revocationReason: 'Say why it is revoked',
    paymentMethod: 'Say how the fee was paid',
    oneValidCard: 'The holder has a valid card of this kind already',
  },
});
