import type { Grant } from './visibility';

// What the club records about any person (staff, players, parents, coaches): one list of
// nationalities and one identity-number pattern, labelled once in each language.

/**
 * Who reads a person's identity (national ID, iqama or passport number, date of birth): the
 * managers and administrators, not every role that reads the person's record.
 */
export const PERSONAL_IDENTIFIERS = { grant: 'personalIdentifiers', roles: ['manager'] } as const satisfies Grant;

/** Who reads how to reach a person outside the staff (phones, emails, home address): likewise. */
export const PERSONAL_CONTACTS = { grant: 'personalContacts', roles: ['manager'] } as const satisfies Grant;

/** Club members' phones and emails: the cashier too, who reaches them about what they owe. */
export const MEMBER_CONTACTS = { grant: 'memberContacts', roles: ['manager', 'cashier'] } as const satisfies Grant;

/** The nationalities a Saudi club mostly meets; `other` for the rest. */
export const NATIONALITIES = ['saudi', 'egyptian', 'jordanian', 'sudanese', 'yemeni', 'syrian', 'pakistani', 'indian', 'filipino', 'other'] as const;

export const GENDERS = ['male', 'female'] as const;

/** A Saudi national ID starts with 1, a resident's iqama with 2; ten digits either way. */
export const NATIONAL_ID_PATTERN = '^[12][0-9]{9}$';

/** A phone number as people type it: digits, spaces, brackets and dashes, an optional +. */
export const PHONE_PATTERN = '^\\+?[0-9 ()-]{7,20}$';

/** A football season, July to June (Saudi leagues start in August): `2026/2027`. */
export const SEASON_PATTERN = '^20[0-9]{2}/20[0-9]{2}$';

/** The season a day falls in (Riyadh's calendar day as YYYY-MM-DD, or a Date). */
export const seasonOf = (day: string | Date): string => {
  const iso = typeof day === 'string' ? day : day.toISOString().slice(0, 10);
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7));
  return month >= 7 ? `${year}/${year + 1}` : `${year - 1}/${year}`;
};

/** Whole years between a date of birth and a day (both YYYY-MM-DD). */
export const ageOn = (dateOfBirth: string, day: string): number => {
  const years = Number(day.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return day.slice(5, 10) < dateOfBirth.slice(5, 10) ? years - 1 : years;
};
