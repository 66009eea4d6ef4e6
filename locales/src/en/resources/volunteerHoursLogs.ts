import type { volunteerHoursLogs } from '@club/schema/resources/volunteerHoursLogs';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof volunteerHoursLogs>({
  name: 'Volunteer hours |||| Volunteer hours log',
  fields: {
    opportunityId: 'Opportunity',
    volunteerId: 'Volunteer',
    nationalId: 'National ID / iqama',
    workDate: 'Date',
    hours: 'Hours',
    description: 'What was done',
    source: 'Logged through',
    decidedById: 'Decided by',
    decidedAt: 'Decided at',
    rejectionReason: 'Reason for rejecting',
    status: 'Status',
  },
  enums: {
    source: {
      office: 'The office',
      checkIn: 'Attendance link',
    },
    status: {
      pending: 'Awaiting approval',
      approved: 'Approved',
      rejected: 'Rejected',
    },
  },
  actions: {
    approve: 'Approve',
    reject: 'Reject',
  },
  rules: {
    workDateFromOffice: 'Required',
    hoursFromOffice: 'Required',
    decidedStays: 'These hours are decided: they do not change any more',
    reasonToReject: 'Say why the hours are rejected',
    codeProves: "Enter the code sent to the volunteer's phone on file",
    volunteerNamed: 'Required',
    volunteerKnown: 'No volunteer is registered with this national ID',
    volunteerAccepted: 'This volunteer is not accepted for this opportunity',
    opportunityDay: "Attendance is recorded on the opportunity's days only",
    oncePerDay: "This volunteer's hours for that day are logged already",
  },
  texts: {
    // What the attendance link says when a code is asked for (the same whoever the ID is), and the SMS.
    codeAsked: 'If this ID belongs to an accepted volunteer of this opportunity, a code was sent to the phone on file. Enter it to record your attendance.',
    codeSms: '%{code} is your attendance code. It expires in %{minutes} minutes.',
  },
});
