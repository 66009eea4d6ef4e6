// A hearing still to come (one held or postponed is in the past, and a postponed one names its new date).
export const sample = { outcome: 'scheduled', nextHearingAt: null };
