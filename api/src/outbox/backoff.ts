/** Tries per message before it is marked failed. */
export const MAX_ATTEMPTS = 5;

const BASE_SECONDS = 30;
const MAX_SECONDS = 60 * 60;

/** Seconds before the next try after `attempts` failed ones: 30 s, 1 min, 2 min, 4 min… at most an hour. */
export const retryDelaySeconds = (attempts: number): number => Math.min(MAX_SECONDS, BASE_SECONDS * 2 ** Math.max(0, attempts - 1));
