/**
 * The banks of Saudi IBANs (SA, 2 check digits, the bank's 2-digit identifier SAMA allocates, 18
 * for the account: sarie.gov.sa), each by the 4-letter SARIE id a WPS file names a bank with (its
 * SWIFT code's first four letters).
 */
const SARIE_BY_IBAN_BANK: Readonly<Record<string, string>> = {
  '05': 'INMA', // Alinma Bank
  '10': 'NCBK', // Saudi National Bank
  '15': 'ALBI', // Bank Albilad
  '20': 'RIBL', // Riyad Bank
  '30': 'ARNB', // Arab National Bank
  '40': 'SAMB', // Samba (now Saudi National Bank)
  '45': 'SABB', // Saudi Awwal Bank (SAB)
  '50': 'AAAL', // Alawwal (now SAB)
  '55': 'BSFR', // Banque Saudi Fransi
  '60': 'BJAZ', // Bank AlJazira
  '65': 'SIBC', // Saudi Investment Bank
  '71': 'NBOB', // National Bank of Bahrain
  '75': 'NBOK', // National Bank of Kuwait
  '76': 'BMUS', // Bank Muscat
  '80': 'RJHI', // Al Rajhi Bank
  '81': 'DEUT', // Deutsche Bank
  '82': 'NBPA', // National Bank of Pakistan
  '84': 'TCZB', // Ziraat Bank
  '85': 'BNPA', // BNP Paribas
  '86': 'CHAS', // J.P. Morgan Chase
  '90': 'GULF', // Gulf International Bank
  '95': 'EBIL', // Emirates NBD
};

/** The SARIE id of the bank of a Saudi IBAN, or undefined when the IBAN is not one or its bank is unknown. */
export const sarieIdOf = (iban: string | null | undefined): string | undefined => (iban && /^SA[0-9]{22}$/.test(iban) ? SARIE_BY_IBAN_BANK[iban.slice(4, 6)] : undefined);
