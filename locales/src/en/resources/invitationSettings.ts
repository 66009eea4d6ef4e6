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
  // The subjects of the configured messages sent by email.
  texts: {
    baptismMessage: 'An invitation awaits your approval',
    invitationAcceptanceMessage: 'Your invitation is approved',
    invitationSentMessage: 'An invitation to visit the club',
    invitationLinkMessage: 'Your invitation link',
    visitorEntryMessage: 'Welcome to the club',
    visitorNotificationMessage: 'Your visitor has arrived',
    departureMessage: 'Thank you for your visit',
    surveyMessage: 'Tell us about your visit',
  },
});
