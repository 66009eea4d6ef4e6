/** Today in Riyadh (YYYY-MM-DD): the club's calendar day, as the server counts it. */
export const today = (): string => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' });

/** The date `days` after `date` (before it when negative). */
export const shiftDate = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
