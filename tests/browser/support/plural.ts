import type { Direction } from '../../support/browser';

/**
 * A message's form for two (`%{smart_count}` filled in): what a list's title shows (react-admin
 * names a resource's list with a count of 2) and what a screen says of two records. Polyglot's
 * forms are split by '||||': English one|other (2 is the second), Arabic zero|one|two|few|many|other
 * (2 is the third).
 */
export const formForTwo = (message: string, dir: Direction): string =>
  message.split('||||')[dir === 'rtl' ? 2 : 1]!.trim().replace('%{smart_count}', '2');
