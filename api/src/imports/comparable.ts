/**
 * A heading or label as people may type it: letter case, spacing, a required mark and the ways
 * Arabic is written (hamza on alef, alef maqsura, taa marbuta, diacritics, tatweel) do not count.
 */
export const comparable = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/[*:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Arabic-Indic and Persian digits as Western ones, the Arabic decimal and thousands separators as "." and ",". */
export const westernDigits = (text: string): string =>
  text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066B/g, '.')
    .replace(/\u066C/g, ',');

/** An Arabic word without its article: people write "أب" for the label "الأب". */
export const withoutArticle = (text: string): string => text.replace(/(^|\s)ال(?=\S{2,})/gu, '$1');
