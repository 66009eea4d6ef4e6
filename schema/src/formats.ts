/**
 * The formats the club's text fields take (`pattern`), each under a name: a value that does not
 * match is refused with that format's own words (locales' `formats.{name}`, with an example), never
 * with the regular expression. A field's pattern is one of these; a new one is added here with
 * its words (tests/unit/formats.test.ts holds every pattern to it).
 */
export const FORMATS = {
  upperCode: '^[A-Z0-9-]+$',
  code20: '^[A-Z][A-Z0-9-]{1,19}$',
  code12: '^[A-Z][A-Z0-9-]{1,11}$',
  sku: '^[A-Z0-9][A-Z0-9-]*[A-Z0-9]$',
  prefix: '^[A-Z]{1,6}$',
  busPlate: '^[0-9]{1,4} [ABDEGHJKLNRSTUVXZ]{3}$',
  vehiclePlate: '^[0-9]{1,4} ?[A-Z\\u0621-\\u064A ]{1,7}$',
  tenDigits: '^[0-9]{10}$',
  saudiId: '^[12][0-9]{9}$',
  documentNumber: '^[A-Z0-9]{5,20}$',
  phoneText: '^\\+?[0-9 ()-]{7,20}$',
  vatNumber: '^3[0-9]{13}3$',
  iban: '^SA[0-9]{22}$',
  caseNumber: '^[0-9]{6,14}$',
  costCentre: '^[0-9]{3,10}$',
  yearMonth: '^20[0-9]{2}-(0[1-9]|1[0-2])$',
  season: '^20[0-9]{2}/20[0-9]{2}$',
  referenceNumber: '^[A-Z]{2,5}-[0-9]{4}-[0-9]{2,5}$',
  bloodPressure: '^[0-9]{2,3}/[0-9]{2,3}$',
  accountCode: '^[1-5][0-9]{2,9}$',
  chartCode: '^[1-5][0-9]{0,9}$',
  chequeNumber: '^[0-9]{4,20}$',
  fourDigits: '^[0-9]{4}$',
  postalCode: '^[0-9]{5}$',
  shortAddress: '^[A-Z]{4}[0-9]{4}$',
  roleKey: '^[a-z][a-z0-9_-]*$',
  typeCode: '^[a-z][a-zA-Z0-9]{1,31}$',
  username: '^[a-z0-9._-]+$',
  colour: '^#[0-9a-fA-F]{6}$',
} as const;

export type FormatName = keyof typeof FORMATS;

const NAME_OF = new Map<string, FormatName>(Object.entries(FORMATS).map(([name, pattern]) => [pattern, name as FormatName]));

/** The name of a field's format, found by its pattern; undefined for a pattern not in the table. */
export const formatNameOf = (pattern: string | undefined): FormatName | undefined => (pattern === undefined ? undefined : NAME_OF.get(pattern));
