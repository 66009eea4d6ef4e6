// The labels of a volunteer's skills (schema VOLUNTEER_SKILLS), shared by volunteers and opportunities.
export const skillLabels = {
  firstAid: 'First aid',
  organising: 'Organising',
  translation: 'Translation',
  media: 'Media',
  driving: 'Driving',
  technology: 'Technology',
  coaching: 'Coaching',
  hospitality: 'Hospitality',
};
