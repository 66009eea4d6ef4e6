// The labels of a visit's purpose (schema VISIT_PURPOSES) and of the gates (schema GATES), shared
// by the invitations, invitation orders, the gate's register and the vehicle entries.
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

export const gateLabels = {
  main: 'Main gate',
  north: 'North gate',
  south: 'South gate',
  vip: 'VIP gate',
  staff: 'Staff gate',
};
