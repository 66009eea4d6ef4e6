import { useEffect, useState } from 'react';

export type ProgressPhase = 'idle' | 'running' | 'finishing';

/** Work shorter than this shows no bar at all, so instant loads do not flash. */
export const PROGRESS_DELAY_MS = 150;
/** How long the full bar stays once the work ends ("completes when it ends", SPEC §2). */
export const PROGRESS_FINISH_MS = 300;

/**
 * The phase of the top progress bar for a busy flag: nothing for the first 150 ms, then running
 * while busy, then briefly full, then gone.
 */
export const useDelayedProgress = (busy: boolean): ProgressPhase => {
  const [phase, setPhase] = useState<ProgressPhase>('idle');
  useEffect(() => {
    if (busy) {
      if (phase === 'running') return;
      const timer = setTimeout(() => setPhase('running'), phase === 'finishing' ? 0 : PROGRESS_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (phase === 'running') {
      setPhase('finishing');
      return;
    }
    if (phase === 'finishing') {
      const timer = setTimeout(() => setPhase('idle'), PROGRESS_FINISH_MS);
      return () => clearTimeout(timer);
    }
  }, [busy, phase]);
  return phase;
};
