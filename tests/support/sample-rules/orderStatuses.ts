// A step in between: starting one releases the unit's other starting step, and never closes a
// request (api/src/overrides/orderStatuses.ts).
export const sample = { isInitial: false, isFinal: false };
