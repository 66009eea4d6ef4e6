/** The amount in halalas, exactly (money arrives as a number of riyals with two decimals). */
export const halalasOf = (value: unknown): number => Math.round(Number(value) * 100);
