// The labels of a visit's purpose (schema VISIT_PURPOSES), spread into the invitations' and the
// invitation orders' locales.
export const visitPurposeLabels = {
  meeting: 'Meeting',
  interview: 'Interview',
  delivery: 'Delivery',
  vendor: 'Vendor',
  guest: 'Guest',
  contractor: 'Contractor',
  government: 'Government',
  media: 'Media',
  other: 'Other',
};
