import { defineScreen } from '../screen';

// The packages on offer as a catalogue of cards (SPEC §2 /allPackages): each with its price,
// months, freeze allowance and features, filtered by category, with a way to subscribe a member.
export const packageCatalogue = defineScreen({
  name: 'packageCatalogue',
  route: '/allPackages',
  menu: { group: 'finance', icon: 'Loyalty', order: 24 },
});
