// The labels of a visit's purpose (schema VISIT_PURPOSES), spread into the invitations' and the
// invitation orders' locales.
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
