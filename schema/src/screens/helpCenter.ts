import { defineScreen } from '../screen';

// The help centre (SPEC §2 /help-center): the published articles by category, a search, and each
// article at /help-center/{id} in the reader's language.
export const helpCenter = defineScreen({
  name: 'helpCenter',
  route: '/help-center',
  menu: { group: 'systemSections', icon: 'Help', order: 50 },
  access: { manager: ['show'], cashier: ['show'], member: ['show'] },
});
