import { causeOf } from '../crud/cause';
import type { Row } from '../crud/crud.service';
import { defineOverride } from '../server-overrides/define';

// Opened, a count lists the assets registered at its location (when no list is given); its
// totals follow the lines; completed (every asset decided), only its notes change and the damaged
// assets are marked for repair.
export const override = defineOverride(({ records, rules }) => ({
  beforeWrite: async (write, client) => {
    const { action, before, values, lines, linesBefore, linesGiven } = write;
    if (action === 'delete') {
      if (before?.status === 'completed') throw rules.refuse(write, 'completedUnchanged', {}, 409, []);
      return;
    }
    if (before?.status === 'completed') {
      // Its notes may still be written; what was counted stays.
      const changed = Object.keys(values).filter((key) => key !== 'notes' && key !== 'version' && String(values[key] ?? '') !== String(before[key] ?? ''));
      const counted = (rows: Row[] = []) => JSON.stringify(rows.map((line) => [line.assetId, line.result, line.notes ?? null]));
      if (changed.length || (linesGiven && counted(lines?.assets) !== counted(linesBefore?.assets))) throw rules.refuse(write, 'completedUnchanged', {}, 409);
      return;
    }
    const count: Row = { ...before, ...values };
    const assets = lines?.assets ?? [];
    if (action === 'create' && assets.length === 0) {
      const { rows } = await client.query<{ id: string }>(
        `SELECT "id" FROM "assets" WHERE lower(btrim("location")) = lower(btrim($1)) AND "status" <> 'retired' ORDER BY "name", "id"`,
        [count.location],
      );
      if (!rows.length) throw rules.refuse(write, 'assetsAtLocation');
      for (const row of rows) assets.push({ assetId: row.id, result: 'pending', notes: null });
      if (lines) lines.assets = assets;
    }
    const tally = (result: string) => assets.filter((line) => line.result === result).length;
    Object.assign(values, { expectedCount: assets.length, foundCount: tally('found'), missingCount: tally('missing'), damagedCount: tally('damaged') });
    if (count.status === 'completed') {
      if (tally('pending') > 0) throw rules.refuse(write, 'everyAssetDecided');
      const damaged = assets.filter((line) => line.result === 'damaged').map((line) => line.assetId);
      if (damaged.length) await records.updateWhere('assets', { id: damaged }, { condition: 'needsRepair' }, causeOf(write));
    }
  },
}));
