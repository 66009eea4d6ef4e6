import { defineResource, f } from '../index';

const message = () => f.longText({ maxLength: 1000 });
const enabled = () => f.boolean({ default: false });

// SPEC §3 "Invitation configuration": who approves invitations (an employee), the survey sent
// after a visit, and each message sent along the way, with a switch and its text. One row (SPEC §2
// /Visits/configInvitation). Texts may use {visitorName}, {hostName}, {date}, {time}, {place},
// {purpose}, {code} and {link}; api/src/overrides/parts/visit-messages.ts says when each is sent.
export const invitationSettings = defineResource({
  name: 'invitationSettings',
  route: '/Visits/configInvitation',
  menu: { group: 'visits', icon: 'Mail', order: 90 },
  recordRepresentation: 'approverId',
  serverRows: true,
  singleton: true,
  fields: {
    approverId: f.reference('employees'),
    surveyId: f.reference('surveys'),
    baptismMessageEnabled: enabled(),
    baptismMessage: message(),
    invitationAcceptanceMessageEnabled: enabled(),
    invitationAcceptanceMessage: message(),
    invitationSentMessageEnabled: enabled(),
    invitationSentMessage: message(),
    invitationLinkMessageEnabled: enabled(),
    invitationLinkMessage: message(),
    visitorEntryMessageEnabled: enabled(),
    visitorEntryMessage: message(),
    visitorNotificationMessageEnabled: enabled(),
    visitorNotificationMessage: message(),
    departureMessageEnabled: enabled(),
    departureMessage: message(),
    surveyMessageEnabled: enabled(),
    surveyMessage: message(),
  },
  list: { columns: ['approverId', 'updatedAt'], sort: ['updatedAt', 'DESC'] },
  access: { manager: ['list', 'show'] },
});
