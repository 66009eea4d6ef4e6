// What the facility tests share: unique tags for codes and names, and the club's days.

let count = 0;
/** A short tag unique within the run (codes, names). */
export const tag = () => `${Date.now() % 100_000}${++count}`;

/** Today in Riyadh (YYYY-MM-DD). */
export const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' });

/** The day `n` days from today in Riyadh. */
export const days = (n: number) => new Date(Date.parse(`${today()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
