import { conflict } from '../../crud/errors';
import type { Locale } from '../../i18n/messages';

const MESSAGE: Record<Locale, (from: string, to: string) => string> = {
  en: (from, to) => `The status cannot go from ${from} to ${to}`,
  ar: (from, to) => `لا تنتقل الحالة من «${from}» إلى «${to}»`,
};

/**
 * Refuses (409, on `status`) a change of status that the allowed moves do not list; `labels`
 * name the statuses in the message as people read them.
 */
export const checkTransition = (moves: Readonly<Record<string, readonly string[]>>, from: unknown, to: unknown, locale: Locale, labels: Readonly<Record<string, string>> = {}): void => {
  if (from === undefined || to === undefined || from === to) return;
  if (moves[String(from)]?.includes(String(to))) return;
  const message = MESSAGE[locale](labels[String(from)] ?? String(from), labels[String(to)] ?? String(to));
  throw conflict(message, { status: message });
};
