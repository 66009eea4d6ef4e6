import { defineResource, f, PERSONAL_IDENTIFIERS, PERSONAL_CONTACTS } from '../index';

// The visitors of an invitation order, edited as lines inside it.
export const invitationOrderVisitors = defineResource({
  name: 'invitationOrderVisitors',
  route: '/Visits/InvitationOrder/visitors',
  menu: { group: 'visits', icon: 'Person', order: 21, sidebar: false },
  recordRepresentation: 'visitorName',
  readOnly: true,
  fields: {
    orderId: f.reference('invitationOrders', { required: true }),
    position: f.integer({ readOnly: true }),
    visitorName: f.text({ required: true, maxLength: 160, search: true }),
    phone: f.phone({ pattern: '^\\+?[0-9 ()-]{7,20}$', sensitive: PERSONAL_CONTACTS }),
    email: f.email({ maxLength: 254, sensitive: PERSONAL_CONTACTS }),
    nationalId: f.text({ maxLength: 20, pattern: '^[A-Z0-9]{5,20}$', sensitive: PERSONAL_IDENTIFIERS }),
    organization: f.text({ maxLength: 160 }),
    vehiclePlate: f.text({ maxLength: 20, pattern: '^[0-9]{1,4} ?[A-Z\\u0621-\\u064A ]{1,7}$' }),
  },
  list: { columns: ['orderId', 'visitorName', 'phone', 'organization'], sort: ['orderId', 'ASC'] },
  filters: { orderId: { alwaysOn: true } },
});
