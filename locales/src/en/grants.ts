import type { GrantStrings } from '../types';

export const grants: GrantStrings = {
  contactDetails: { name: "Users' contact details", description: 'Read the phone numbers of users' },
  allMaintenanceRequests: { name: 'Every maintenance request', description: 'See all maintenance requests, not only those one filed or is responsible for' },
};
