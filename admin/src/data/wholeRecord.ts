/**
 * The `meta` of a record read whole, for a show page or a form: its lines and every field, always
 * from getOne. react-admin keys its getOne cache by id and meta, and fills the key without meta
 * with the rows of lists and references, which carry no lines: a page or form on that key would
 * draw, and save, a record it never loaded.
 */
export const WHOLE_RECORD = { wholeRecord: true } as const;
