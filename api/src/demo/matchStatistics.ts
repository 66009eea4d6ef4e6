import type { DemoSeed } from './demo-seed';

// Both sides' numbers for every match that kicked off, in the order of the matches' demo.
export const demo: DemoSeed = function* (ctx) {
  for (const [number, match] of ctx.records('matches').entries()) {
    if (match.status !== 'completed' && match.status !== 'live') continue;
    const ours = 42 + ((number * 7) % 20);
    const shots = 8 + ((number * 5) % 9);
    const theirShots = 6 + ((number * 3) % 8);
    yield { matchId: match.id, side: 'ours', possession: ours, shots, shotsOnTarget: Math.min(shots, Number(match.goalsFor ?? 0) + 2 + (number % 3)), corners: 3 + (number % 6), fouls: 9 + (number % 7), offsides: number % 4, yellowCards: number % 3, redCards: number === 2 ? 1 : 0, passes: 380 + number * 23, passAccuracy: 78 + (number % 9) };
    yield { matchId: match.id, side: 'opponent', possession: 100 - ours, shots: theirShots, shotsOnTarget: Math.min(theirShots, Number(match.goalsAgainst ?? 0) + 1 + (number % 2)), corners: 2 + (number % 5), fouls: 11 + (number % 5), offsides: (number + 1) % 3, yellowCards: 1 + (number % 3), redCards: 0, passes: 300 + number * 17, passAccuracy: 72 + (number % 11) };
  }
};
