// What a volunteer can do, asked of an opportunity and offered by a volunteer: one list, labelled
// once in each language (locales' volunteerLabels.ts).
export const VOLUNTEER_SKILLS = ['firstAid', 'organising', 'translation', 'media', 'driving', 'technology', 'coaching', 'hospitality'] as const;
