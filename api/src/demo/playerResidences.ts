import type { DemoRow, DemoSeed } from './demo-seed';
import { boardersOf, BOYS_BUILDING, GIRLS_BUILDING, placeNamed } from './parts/boarding';

// The boarders' stays: most staying since the season began, two checked out, two arriving soon.
export const demo: DemoSeed = (ctx) => {
  const boys = placeNamed(ctx, BOYS_BUILDING);
  const girls = placeNamed(ctx, GIRLS_BUILDING);
  if (!boys || !girls) return [];
  return boardersOf(ctx).map((player, index): DemoRow => {
    const ended = index === 8 || index === 13;
    const upcoming = index === 9 || index === 14;
    return {
      playerId: player.id,
      facilityId: player.gender === 'male' ? boys : girls,
      checkInOn: ctx.dateFromToday(upcoming ? 5 + index : -90 + index),
      expectedCheckOutOn: ctx.dateFromToday(upcoming ? 200 : 180),
      checkOutOn: ended ? ctx.dateFromToday(-10 - index) : undefined,
      mealPlan: index % 7 === 3 ? 'halfBoard' : index === 11 ? 'none' : 'fullBoard',
      guardianConsent: index !== 9,
      monthlyFee: index % 4 === 0 ? 1800 : 1500,
      notes: index === 8 ? 'Moved back home after the transfer to Jeddah academy.' : index === 13 ? 'انتقلت إلى السكن العائلي.' : undefined,
    };
  });
};
