// Each direction's prefix its own.
export const sample = { incomingPrefix: 'IN', outgoingPrefix: 'OUT', internalPrefix: 'INT' };
