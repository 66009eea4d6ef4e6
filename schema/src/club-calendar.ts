/** The club's time zone: its calendar days and years, and the times its screens show (UTC+3 all year). */
export const CLUB_TIME_ZONE = 'Asia/Riyadh';

// Made once: a formatter costs far more to build than to use.
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The club's calendar day of an instant (now by default), as YYYY-MM-DD. */
export const clubDay = (at: Date = new Date()): string => dayFormat.format(at);

/** The club's calendar year of an instant: an invoice made at 01:00 on 1 January there belongs to the new year. */
export const clubYear = (at: Date = new Date()): number => Number(clubDay(at).slice(0, 4));
