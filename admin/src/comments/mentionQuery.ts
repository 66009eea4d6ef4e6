/** The name being typed after an @ at the caret ("@Kha" → "Kha"), if the caret is in one. */
export const mentionQueryAt = (text: string, caret: number): { start: number; query: string } | undefined => {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at < 0 || (at > 0 && !/\s/.test(before[at - 1]!))) return undefined;
  const query = before.slice(at + 1);
  // A name is a few words at most; a line break ends it.
  if (query.length > 40 || /\n/.test(query)) return undefined;
  return { start: at, query };
};

/** The text with the @query at `start` replaced by the chosen name. */
export const withMention = (text: string, start: number, caret: number, name: string): { text: string; caret: number } => {
  const inserted = `@${name} `;
  return { text: `${text.slice(0, start)}${inserted}${text.slice(caret)}`, caret: start + inserted.length };
};

/** The mentions still in the text (a name deleted from it is no longer mentioned). */
export const mentionsKept = (text: string, mentions: ReadonlyMap<string, string>): string[] => [...mentions].filter(([, name]) => text.includes(`@${name}`)).map(([id]) => id);
