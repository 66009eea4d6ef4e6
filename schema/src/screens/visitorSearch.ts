import { defineScreen } from '../screen';

// The gate's search (SPEC §2 /Visits/Search): a visitor found by name or invitation code across
// the invitations and the gate's register, checked in or out from the result. Phones and national
// IDs are sensitive (personal data): never searched, filtered exactly by those who may read them.
export const visitorSearch = defineScreen({
  name: 'visitorSearch',
  route: '/Visits/Search',
  menu: { group: 'visits', icon: 'DoorFront', order: 30 },
});
