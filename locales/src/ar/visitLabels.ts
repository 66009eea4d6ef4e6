// The labels of a visit's purpose (schema VISIT_PURPOSES) and of the gates (schema GATES), shared
// by the invitations, invitation orders, the gate's register and the vehicle entries.
export const visitPurposeLabels = {
  meeting: 'اجتماع',
  interview: 'مقابلة',
  delivery: 'توصيل',
  vendor: 'مورّد',
  guest: 'ضيف',
  contractor: 'مقاول',
  government: 'جهة حكومية',
  media: 'إعلام',
  other: 'أخرى',
};

export const gateLabels = {
  main: 'البوابة الرئيسية',
  north: 'البوابة الشمالية',
  south: 'البوابة الجنوبية',
  vip: 'بوابة كبار الزوار',
  staff: 'بوابة الموظفين',
};
