/** The amount in halalas, exactly (money arrives as a number of riyals with two decimals). */
export const halalasOf = (value: unknown): number => Math.round(Number(value) * 100);

/** An amount that may be empty (none: zero), in halalas. */
export const halalasOrZero = (value: unknown): number => halalasOf(value ?? 0);
