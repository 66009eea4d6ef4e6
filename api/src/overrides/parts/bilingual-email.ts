/** One language's part of an email: its subject and the sentence before the link. */
export interface EmailText {
  subject: string;
  text: string;
}

/**
 * An email sent by a scheduled job, whose reader's language nobody knows: Arabic first, then
 * English, each part ending with the link.
 */
export const bilingualEmail = (ar: EmailText, en: EmailText, link: string) => ({
  subject: `${ar.subject} · ${en.subject}`,
  body: [ar.text, link, '', en.text, link].join('\n'),
});
