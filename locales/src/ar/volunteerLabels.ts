// تسميات مهارات المتطوع (VOLUNTEER_SKILLS في المخطط)، يشترك فيها المتطوعون والفرص.
export const skillLabels = {
  firstAid: 'إسعافات أولية',
  organising: 'تنظيم',
  translation: 'ترجمة',
  media: 'إعلام',
  driving: 'قيادة',
  technology: 'تقنية',
  coaching: 'تدريب رياضي',
  hospitality: 'ضيافة',
};
