import type { AnyResource, RollupDefinition } from '@club/schema';
import { causeOf } from '../crud/cause';
import { whereOf } from './where';
import type { BeforeWriteHook, WriteHook } from '../crud/crud.service';
import type { Records } from '../crud/records';

/** The count or sum over the records that refer to one parent, to the cent (PostgreSQL counts, nothing is read). */
const valueOf = async (records: Records, rollup: RollupDefinition, parentId: unknown): Promise<number> => {
  const total = await records.total(rollup.of, { ...whereOf(rollup.where), [rollup.via]: parentId }, rollup.kind === 'count' ? undefined : rollup.field);
  return Math.round(total * 10_000) / 10_000;
};

/**
 * A parent's declared rollups kept from its referring records: after every write of a referring
 * record (in its transaction), the parent it referred to before and the one it refers to now
 * have their value counted again and written through the engine, as an effect of that write
 * (in a transaction of many writes, once per parent at its end).
 */
export const rollupHook = (parent: AnyResource, key: string, records: Records): WriteHook => async (event) => {
  const rollup = parent.rollups![key]!;
  const touched = [event.before?.[rollup.via], event.after?.[rollup.via]].filter((id, index, ids) => id != null && ids.indexOf(id) === index);
  for (const parentId of touched) {
    await records.deferrable(`rollup:${parent.name}:${key}:${String(parentId)}`, async () => {
      const [row] = await records.find(parent.name, { id: parentId }, { lock: true });
      if (!row) return;
      const value = await valueOf(records, rollup, parentId);
      if (Number(row[rollup.into] ?? 0) !== value) await records.update(parent.name, String(parentId), { [rollup.into]: value }, causeOf(event));
    });
  }
};

/** A new record's rollups at zero (nothing refers to it yet). */
export const startRollups = (parent: AnyResource): BeforeWriteHook => (write) => {
  if (write.action !== 'create') return;
  for (const rollup of Object.values(parent.rollups ?? {})) write.values[rollup.into] = 0;
};
