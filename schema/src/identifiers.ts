// Saudi business identifiers, checked wherever they are entered.

/** ZATCA's VAT registration number: 15 digits, first and last a 3. */
export const VAT_NUMBER_PATTERN = '^3[0-9]{13}3$';

/** The Ministry of Commerce's commercial registration (السجل التجاري): 10 digits. */
export const CR_NUMBER_PATTERN = '^[0-9]{10}$';

/** A Saudi IBAN: SA, two check digits, then 20 digits. */
export const SAUDI_IBAN_PATTERN = '^SA[0-9]{22}$';
