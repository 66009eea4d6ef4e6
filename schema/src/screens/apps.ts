import { defineScreen } from '../screen';

// The integrations catalogue (SPEC §2 /apps): the email and SMS senders, file storage and the
// identity provider, each connected or not, each with its settings form. Opening it shows the
// settings (secrets never); `edit` saves them and tests a connection.
export const apps = defineScreen({
  name: 'apps',
  route: '/apps',
  menu: { group: 'systemSections', icon: 'Extension', order: 60 },
  actions: ['show', 'edit'],
  // Credentials of the club's gateways: the administrators' alone.
  access: { manager: [], cashier: [], member: [], parent: [] },
});
