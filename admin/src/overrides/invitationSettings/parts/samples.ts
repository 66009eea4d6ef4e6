import { clubDay } from '@club/schema';
/** What a text may say, filled by the server when the message goes out (api/src/overrides/parts/visit-messages.ts). */
export const PLACEHOLDERS = ['visitorName', 'hostName', 'date', 'time', 'place', 'code', 'link'] as const;

type Values = Record<(typeof PLACEHOLDERS)[number], string>;

const sampleDate = new Date(Date.now() + 2 * 86_400_000);
const isoDate = clubDay(sampleDate);

/** A sample visit in each language, to preview a message with. */
export const SAMPLE_VISITS: readonly { lang: 'en' | 'ar'; values: Values }[] = [
  {
    lang: 'en',
    values: { visitorName: 'Fahad Al-Ruwaili', hostName: 'Mohammed Al-Qahtani', date: isoDate, time: '10:30', place: 'Board room, 2nd floor', code: 'K7M3QX', link: `${window.location.origin}/Invitation/…` },
  },
  {
    lang: 'ar',
    values: { visitorName: 'فهد الرويلي', hostName: 'محمد القحطاني', date: isoDate, time: '10:30', place: 'قاعة الاجتماعات - الدور الثاني', code: 'K7M3QX', link: `${window.location.origin}/Invitation/…` },
  },
];

/** The same filling as the server's: a placeholder it does not know stays as written. */
export const fillPlaceholders = (text: string, values: Values): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? values[name as keyof Values] : whole));
