import type { visitorLogs } from '@club/schema/resources/visitorLogs';
import { defineResourceLocale } from '../../types';
import { gateLabels } from '../visitLabels';

// SPEC §2 sidebar item "Gate" (/VisitorLog).
export const locale = defineResourceLocale<typeof visitorLogs>({
  name: 'Gate entry |||| Gate',
  permission: 'Gate',
  fields: {
    invitationId: 'Invitation',
    code: 'Invitation code',
    visitorName: 'Visitor name',
    phone: 'Mobile',
    nationalId: 'National ID / Iqama',
    hostId: 'Host',
    gate: 'Gate',
    badgeNumber: 'Badge no.',
    checkInAt: 'Checked in at',
    checkedInById: 'Checked in by',
    checkOutAt: 'Checked out at',
    checkedOutById: 'Checked out by',
    durationMinutes: 'Minutes inside',
    status: 'Status',
  },
  enums: {
    gate: gateLabels,
    status: { inside: 'Inside', left: 'Left' },
  },
});
