import { badRequest } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';

const MESSAGES: Record<Locale, { refused: string; order: (stop: string, previous: string) => string }> = {
  en: { refused: 'The route cannot be saved this way', order: (stop, previous) => `${stop} is reached after ${previous}: its time comes later` },
  ar: { refused: 'لا يمكن حفظ المسار بهذه الطريقة', order: (stop, previous) => `يُوصل إلى ${stop} بعد ${previous}: وقتها يأتي لاحقًا` },
};

// A route's stops are in the order the bus reaches them: each one's scheduled time after the one before.
export const override = defineOverride(() => ({
  beforeWrite: ({ action, lines, locale }) => {
    if (action === 'delete' || !lines?.stops) return;
    const stops = lines.stops;
    for (let index = 1; index < stops.length; index += 1) {
      const [previous, stop] = [stops[index - 1]!, stops[index]!];
      if (String(stop.scheduledTime) <= String(previous.scheduledTime)) {
        const message = MESSAGES[locale].order(String(stop.name), String(previous.name));
        throw badRequest(MESSAGES[locale].refused, { [`stops.${index}.scheduledTime`]: message });
      }
    }
  },
}));
