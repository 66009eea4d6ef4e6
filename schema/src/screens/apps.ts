import { defineScreen } from '../screen';

// The integrations catalogue (SPEC §2 /apps): the email and SMS senders, file storage and the
// identity provider, each connected or not, each with its settings form. Opening it shows the
// settings (secrets never); `edit` saves them and tests a connection.
export const apps = defineScreen({
  name: 'apps',
  route: '/apps',
  menu: { group: 'systemSections', icon: 'Extension', order: 60 },
  actions: ['show', 'edit'],
  // The senders carry every reset link and code: whoever changes them can take over any account,
  // so changing them is the top rank's alone (issue 44, H1). Administrators see the settings.
  topRankOnly: ['edit'],
  access: { admin: ['show'], manager: [], cashier: [], member: [], parent: [] },
});
