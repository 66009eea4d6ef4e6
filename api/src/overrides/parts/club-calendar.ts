/** Today's date in Riyadh (YYYY-MM-DD): the club's calendar day, whatever the server's zone. */
export const todayInRiyadh = (): string => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' });
