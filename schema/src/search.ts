// How text is folded for the `q` search: one character map, used by the API on the words typed
// and by the SQL function the search indexes are built on, so both sides of the comparison are
// folded the same way on PostgreSQL and on the embedded database (no locale, no extension).

const SEPARATORS = '\t\n\r-_/.,;:()[]{}«»"،؛؟!?';

/** Pairs of characters and what they become: Arabic as people type it, digits, Latin accents, separators. */
const FOLDS: readonly (readonly [from: string, to: string])[] = [
  ['ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'],
  // Alef with hamza above or below, with madda, wasla: a bare alef (احمد finds أحمد).
  ['أإآٱ', 'اااا'],
  // Ta marbuta as ha (مدرسه finds مدرسة), alef maqsura as ya, hamza seats as their letters.
  ['ةىؤئ', 'هيوي'],
  // Arabic-Indic and Persian digits as digits.
  ['٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789'],
  ['àáâãäåÀÁÂÃÄÅ', 'aaaaaaaaaaaa'],
  ['çÇ', 'cc'],
  ['èéêëÈÉÊË', 'eeeeeeee'],
  ['ìíîïÌÍÎÏ', 'iiiiiiii'],
  ['ñÑ', 'nn'],
  ['òóôõöøÒÓÔÕÖØ', 'oooooooooooo'],
  ['ùúûüÙÚÛÜ', 'uuuuuuuu'],
  ['ýÿÝ', 'yyy'],
  // What people put between words is a space: "al-nassr", "a/b", "كرة،قدم".
  [SEPARATORS, ' '.repeat([...SEPARATORS].length)],
];

/** Dropped: Arabic diacritics (fatha ... sukun), the superscript alef and tatweel (كـــرة is كرة). */
const DROPPED = '\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u0670\u0640';

// A pair of unequal length would shift every later character onto the wrong one.
for (const [from, to] of FOLDS) if ([...from].length !== [...to].length) throw new Error(`Search fold pair of unequal length: ${from}`);

/** The map as PostgreSQL's translate() takes it: characters of `from` past the end of `to` are deleted. */
export const SEARCH_FOLD = {
  from: FOLDS.map(([from]) => from).join('') + DROPPED,
  to: FOLDS.map(([, to]) => to).join(''),
} as const;

const FOLD_MAP = new Map<string, string>([...SEARCH_FOLD.from].map((character, index) => [character, [...SEARCH_FOLD.to][index] ?? '']));

/** Text as the search compares it (the SQL function does the very same). */
export const foldForSearch = (text: string): string => [...text].map((character) => FOLD_MAP.get(character) ?? character).join('');

/** A search finds the records holding every one of at most this many words. */
export const MAX_SEARCH_WORDS = 8;

/** The words of a search, folded, each once, in order. */
export const searchWords = (text: string): string[] => [...new Set(foldForSearch(text).split(' ').filter(Boolean))].slice(0, MAX_SEARCH_WORDS);
