import type { DemoRow, DemoSeed } from './demo-seed';

// Counts of the places assets are kept: the older ones completed (most found, a few missing or
// damaged), the recent ones still open with nothing counted yet.
export const demo: DemoSeed = (ctx) => {
  const assets = ctx.records('assets');
  const ids = ctx.ids('assets');
  const byLocation = new Map<string, string[]>();
  assets.forEach((asset, index) => {
    if (asset.status === 'retired') return;
    const location = String(asset.location);
    byLocation.set(location, [...(byLocation.get(location) ?? []), ids[index]!]);
  });
  const counter = ctx.ids('users')[6] ?? ctx.ids('users')[0]!;
  return [...byLocation.entries()].slice(0, 14).map(([location, held], index): DemoRow => {
    const completed = index < 9;
    return {
      location,
      countedOn: ctx.dateFromToday(completed ? -120 + index * 10 : -index + 12),
      countedById: counter,
      status: completed ? 'completed' : 'open',
      notes: index === 2 ? 'جرد سنوي بحضور ممثل الإدارة المالية.' : undefined,
      assets: held.map((assetId, n) => ({
        assetId,
        result: !completed ? 'pending' : index === 3 && n === 0 ? 'missing' : index === 5 && n === 0 ? 'damaged' : 'found',
        notes: completed && index === 3 && n === 0 ? 'لم يُعثر عليه في موقعه، وجرت مخاطبة الموظف المسؤول.' : undefined,
      })),
    };
  });
};
