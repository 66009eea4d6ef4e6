import type { invitationSettings } from '@club/schema/resources/invitationSettings';
import { defineResourceLocale } from '../../types';

// SPEC §2 sidebar item "Invite Data & Message Settings" (/Visits/configInvitation).
export const locale = defineResourceLocale<typeof invitationSettings>({
  name: 'Invite Data & Message Settings |||| Invite Data & Message Settings',
  fields: {
    approverId: 'Approver',
    surveyId: 'Survey after the visit',
    baptismMessageEnabled: 'Send: authorization (baptism) message',
    baptismMessage: 'Authorization (baptism) message',
    invitationAcceptanceMessageEnabled: 'Send: invitation accepted message',
    invitationAcceptanceMessage: 'Invitation accepted message',
    invitationSentMessageEnabled: 'Send: invitation sent message',
    invitationSentMessage: 'Invitation sent message',
    invitationLinkMessageEnabled: 'Send: invitation link message',
    invitationLinkMessage: 'Invitation link message',
    visitorEntryMessageEnabled: 'Send: visitor entry message',
    visitorEntryMessage: 'Visitor entry message',
    visitorNotificationMessageEnabled: 'Send: visitor notification message',
    visitorNotificationMessage: 'Visitor notification message',
    departureMessageEnabled: 'Send: departure message',
    departureMessage: 'Departure message',
    surveyMessageEnabled: 'Send: survey message',
    surveyMessage: 'Survey message',
  },
});
