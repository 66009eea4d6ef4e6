import type { Records } from '../../crud/records';

/** Minutes a booking is priced by: each slice at the rate of the time it starts. */
const SLICE_MINUTES = 15;

interface Rate {
  dayType: string;
  from: number;
  to: number;
  hourly: number;
}

/** Minutes since midnight of a time of day ('18:30' or '18:30:00'). */
const minutesOf = (time: unknown): number => {
  const [hours, minutes] = String(time).split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/** A moment's weekday and minute of the day in Riyadh (UTC+3, no daylight saving). */
const riyadhClock = (at: Date): { weekend: boolean; minute: number } => {
  const local = new Date(at.getTime() + 3 * 3_600_000);
  // The Saudi weekend: Friday and Saturday.
  return { weekend: [5, 6].includes(local.getUTCDay()), minute: local.getUTCHours() * 60 + local.getUTCMinutes() };
};

/**
 * What a booking of a place costs, in halalas (VAT included, as the price list): slice by slice,
 * the active rate of the place for that day type and time of day, else the place's own hourly rate.
 */
export const bookingPrice = async (records: Records, facilityId: string, startsAt: unknown, endsAt: unknown): Promise<number> => {
  const start = new Date(startsAt as string | Date).getTime();
  const end = new Date(endsAt as string | Date).getTime();
  if (!(end > start)) return 0;
  const rates: Rate[] = (await records.find('facilityRates', { facilityId, isActive: true }, { orderBy: ['fromTime', 'ASC'] })).map((rate) => ({
    dayType: String(rate.dayType), from: minutesOf(rate.fromTime), to: minutesOf(rate.toTime), hourly: Math.round(Number(rate.hourlyRate) * 100),
  }));
  const [place] = await records.find('facilities', { id: facilityId }, { limit: 1 });
  const fallback = Math.round(Number(place?.hourlyRate ?? 0) * 100);
  let halalaMinutes = 0;
  for (let at = start; at < end; at += SLICE_MINUTES * 60_000) {
    const minutes = Math.min(SLICE_MINUTES, (end - at) / 60_000);
    const clock = riyadhClock(new Date(at));
    const rate = rates.find((candidate) => candidate.dayType === (clock.weekend ? 'weekend' : 'weekday') && candidate.from <= clock.minute && clock.minute < candidate.to);
    halalaMinutes += (rate?.hourly ?? fallback) * minutes;
  }
  return Math.round(halalaMinutes / 60);
};
