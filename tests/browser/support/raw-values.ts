import type { Page } from 'playwright-core';

/**
 * What no screen may show a person: a record's id, JSON, a regular expression or a message key
 * left untranslated. Each found piece of text comes back with the kind it looks like.
 */
const RAW = {
  uuid: '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}',
  json: '[{\\[]\\s*"[^"\\n]{1,60}"\\s*:',
  pattern: '\\^\\[|\\]\\{\\d+(,\\d*)?\\}|\\\\d[{+*]|\\[0-9\\]',
  key: '\\b(resources|app|ra|screens|grants|menu)\\.[a-zA-Z]+\\.[a-zA-Z][\\w.]*',
};

/** The raw values the page's main area and app bar show (text people read, not attributes). */
export const rawValuesShown = (page: Page): Promise<string[]> =>
  page.evaluate((raw) => {
    const text = [...document.querySelectorAll('header, main')].map((element) => (element as HTMLElement).innerText).join('\n');
    return Object.entries(raw).flatMap(([kind, source]) => [...text.matchAll(new RegExp(source, 'gi'))].map((match) => `${kind}: ${text.slice(Math.max(0, match.index! - 30), match.index! + match[0].length + 30).replace(/\s+/g, ' ')}`));
  }, RAW);
