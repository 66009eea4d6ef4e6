import { causeOf } from '../crud/cause';
import type { Row } from '../crud/crud.service';
import { badRequest, conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';

const MESSAGES: Record<Locale, { refused: string; pending: string; completed: string; noAssets: string }> = {
  en: {
    refused: 'The count cannot be saved this way',
    pending: 'Say of every asset whether it was found, missing or damaged before completing the count',
    completed: 'A completed count keeps what was counted: only its notes change',
    noAssets: 'No asset is expected at this location',
  },
  ar: {
    refused: 'لا يمكن حفظ الجرد بهذه الطريقة',
    pending: 'حدّد لكل أصل هل وُجد أم فُقد أم تلف قبل إكمال الجرد',
    completed: 'يبقى ما جُرد في الجرد المكتمل: لا تتغير إلا ملاحظاته',
    noAssets: 'لا توجد أصول مسجلة في هذا الموقع',
  },
};

// Opened, a count lists the assets registered at its location (when no list is given); its
// totals follow the lines; completed (every asset decided), only its notes change and the damaged
// assets are marked for repair.
export const override = defineOverride(({ records }) => ({
  beforeWrite: async (write, client) => {
    const { action, before, values, lines, linesBefore, linesGiven, locale } = write;
    const m = MESSAGES[locale];
    if (action === 'delete') {
      if (before?.status === 'completed') throw conflict(m.completed);
      return;
    }
    if (before?.status === 'completed') {
      // Its notes may still be written; what was counted stays.
      const changed = Object.keys(values).filter((key) => key !== 'notes' && key !== 'version' && String(values[key] ?? '') !== String(before[key] ?? ''));
      const counted = (rows: Row[] = []) => JSON.stringify(rows.map((line) => [line.assetId, line.result, line.notes ?? null]));
      if (changed.length || (linesGiven && counted(lines?.assets) !== counted(linesBefore?.assets))) throw conflict(m.completed, { status: m.completed });
      return;
    }
    const count: Row = { ...before, ...values };
    const assets = lines?.assets ?? [];
    if (action === 'create' && assets.length === 0) {
      const { rows } = await client.query<{ id: string }>(
        `SELECT "id" FROM "assets" WHERE lower(btrim("location")) = lower(btrim($1)) AND "status" <> 'retired' ORDER BY "name", "id"`,
        [count.location],
      );
      if (!rows.length) throw badRequest(m.refused, { location: m.noAssets });
      for (const row of rows) assets.push({ assetId: row.id, result: 'pending', notes: null });
      if (lines) lines.assets = assets;
    }
    const tally = (result: string) => assets.filter((line) => line.result === result).length;
    Object.assign(values, { expectedCount: assets.length, foundCount: tally('found'), missingCount: tally('missing'), damagedCount: tally('damaged') });
    if (count.status === 'completed') {
      if (tally('pending') > 0) throw badRequest(m.pending, { status: m.pending });
      const damaged = assets.filter((line) => line.result === 'damaged').map((line) => line.assetId);
      if (damaged.length) await records.updateWhere('assets', { id: damaged }, { condition: 'needsRepair' }, causeOf(write));
    }
  },
}));
