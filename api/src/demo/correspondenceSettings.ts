import type { DemoSeed } from './demo-seed';

export const demo: DemoSeed = () => [{ incomingPrefix: 'IN', outgoingPrefix: 'OUT', internalPrefix: 'INT', numberDigits: 4, answerWithinDays: 7 }];
