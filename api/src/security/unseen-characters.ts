/**
 * Characters that change how text reads without being seen: C0 and C1 controls (U+0000–U+001F,
 * U+007F–U+009F), the bidirectional marks, embeddings, overrides and isolates (U+061C, U+200E/F,
 * U+202A–U+202E, U+2066–U+2069), line and paragraph separators (U+2028/9), zero-width and other
 * invisible format characters (U+200B, U+2060–U+2065, U+206A–U+206F, U+FEFF) and interlinear
 * annotations (U+FFF9–U+FFFB). `invoice\u202Egpj.exe` shows as "invoiceexe.jpg" with them.
 * The joiners U+200C/U+200D stay: Arabic and Persian text and emoji need them.
 */
// eslint-disable-next-line no-control-regex
const UNSEEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/g;

/** The text without control, bidirectional and invisible format characters. */
export const withoutUnseenCharacters = (text: string): string => text.replace(UNSEEN, '');

/**
 * A name a stranger chose (an identity provider's profile name) as people may read it: no unseen
 * characters, runs of spaces as one, trimmed, at most `maxLength` characters (never half a pair).
 */
export const cleanDisplayName = (text: string, maxLength: number): string => {
  const clean = withoutUnseenCharacters(text.normalize('NFC')).replace(/\s+/g, ' ').trim();
  return Array.from(clean).slice(0, maxLength).join('').trim();
};
