import { halalasOrZero } from '../overrides/parts/money';

/**
 * GOSI's rates as the HR settings hold them (schema/src/resources/hrSettings.ts), money in halalas,
 * rates in percent. Sources: gosi.gov.sa "Coverages" (annuities 9 % + 9 % for Saudis, occupational
 * hazards 2 % by the employer for everyone; contribution wage SAR 1,500 to 45,000, basic wage and
 * housing); SANED 0.75 % each side; the Social Insurance Law in force from 3 July 2024, whose annuity
 * rate for those first registered under it rises by half a point a year from July 2025 to 11 %.
 */
export interface GosiRates {
  floor: number;
  ceiling: number;
  annuities: number;
  saned: number;
  hazards: number;
  newLawFrom: string;
  newLawStep: number;
  newLawMaxRate: number;
}

/** The rates of a row of the HR settings. */
export const gosiRatesOf = (settings: Record<string, unknown>): GosiRates => ({
  floor: halalasOrZero(settings.gosiWageFloor),
  ceiling: halalasOrZero(settings.gosiWageCeiling),
  annuities: Number(settings.gosiAnnuitiesRate),
  saned: Number(settings.gosiSanedRate),
  hazards: Number(settings.gosiHazardsRate),
  newLawFrom: String(settings.gosiNewLawFrom).slice(0, 10),
  newLawStep: Number(settings.gosiNewLawStep),
  newLawMaxRate: Number(settings.gosiNewLawMaxRate),
});

/** How many yearly anniversaries of `from` have come by `day` (both YYYY-MM-DD). */
const anniversariesBy = (from: string, day: string): number => {
  const years = Number(day.slice(0, 4)) - Number(from.slice(0, 4));
  return Math.max(0, day.slice(5) >= from.slice(5) ? years : years - 1);
};

/**
 * The annuities rate, each side, of a Saudi in the month ending on `monthEnd`: the law's rate, or
 * for one first registered on or after the new law's day, that rate raised by the step on each of
 * its anniversaries the month reaches, to the most it reaches (9.5 % in July 2025).
 */
export const annuitiesRateOf = (rates: GosiRates, registeredOn: string | null, monthEnd: string): number => {
  if (!registeredOn || registeredOn < rates.newLawFrom) return rates.annuities;
  return Math.min(rates.newLawMaxRate, rates.annuities + anniversariesBy(rates.newLawFrom, monthEnd) * rates.newLawStep);
};

/** A rate in percent applied to halalas, rounded half up to the halala (in hundredths of a point: no float remainder). */
const percentOf = (halalas: number, rate: number): number => Math.round((halalas * Math.round(rate * 100)) / 10_000);

export interface GosiShares {
  /** The contribution wage: basic and housing within the floor and the ceiling, for the days paid. */
  wage: number;
  employee: number;
  employer: number;
}

/**
 * A month's contributions on basic wage and housing (halalas, a whole month's) for `paidDays` of
 * 30: a Saudi pays annuities and SANED, the employer the same and occupational hazards; for anyone
 * else the employer pays occupational hazards alone.
 */
export const gosiSharesOf = (rates: GosiRates, input: { saudi: boolean; registeredOn: string | null; monthEnd: string; basicAndHousing: number; paidDays: number }): GosiShares => {
  const wage = Math.round((Math.min(Math.max(input.basicAndHousing, rates.floor), rates.ceiling) * input.paidDays) / 30);
  if (!input.saudi) return { wage, employee: 0, employer: percentOf(wage, rates.hazards) };
  const annuities = annuitiesRateOf(rates, input.registeredOn, input.monthEnd);
  return { wage, employee: percentOf(wage, annuities + rates.saned), employer: percentOf(wage, annuities + rates.saned + rates.hazards) };
};
