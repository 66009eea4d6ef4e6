/** The one PostgreSQL channel every instance publishes committed changes on and listens to. */
export const LIVE_CHANNEL = 'club_live_changes';

export { parseLiveChange, type LiveChange } from '@club/schema';
