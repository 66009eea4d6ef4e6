import type { invitationOrderVisitors } from '@club/schema/resources/invitationOrderVisitors';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof invitationOrderVisitors>({
  name: 'Visitor |||| Visitors',
  fields: {
    orderId: 'Invitation order',
    position: 'No.',
    visitorName: 'Visitor name',
    phone: 'Mobile',
    email: 'Email',
    nationalId: 'National ID / Iqama',
    organization: 'Organization',
    vehiclePlate: 'Vehicle plate',
  },
});
