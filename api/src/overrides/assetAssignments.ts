import type { Locale } from '../i18n/messages';
import { causeOf } from '../crud/cause';
import { badRequest, conflict } from '../crud/errors';
import { defineOverride } from '../server-overrides/define';

const MESSAGES: Record<Locale, {
  refused: string;
  held: (number: string) => string;
  unavailable: string;
  conditionNeeded: string;
}> = {
  en: {
    refused: 'The custody cannot be recorded this way',
    held: (number) => `The asset is already in custody (${number}); it must be returned first`,
    unavailable: 'A retired asset or one under maintenance is not handed over',
    conditionNeeded: 'Say in what condition the asset came back',
  },
  ar: {
    refused: 'لا يمكن تسجيل العهدة بهذه الطريقة',
    held: (number) => `الأصل في عهدة أخرى (${number}): يجب إرجاعه أولًا`,
    unavailable: 'لا يُسلَّم أصل مستبعد أو تحت الصيانة',
    conditionNeeded: 'اذكر حالة الأصل عند إرجاعه',
  },
};

// Custody: an asset is in one custody at most. The asset's row is locked before the check, so two
// handovers of the same asset at the same moment take turns and the second is refused; while in
// custody the asset is in use, and available again once returned.
export const override = defineOverride(({ records }) => ({
  beforeWrite: async (write, client) => {
    const m = MESSAGES[write.locale];
    const custody = { ...write.before, ...write.values };
    /** An asset in use given back: available again (through the asset's own rules, naming this custody). */
    const giveBack = async (assetId: unknown) => {
      if (assetId) await records.updateWhere('assets', { id: assetId, status: 'inUse' }, { status: 'available' }, causeOf(write));
    };
    if (write.action === 'delete') {
      if (!write.before?.returnedOn) await giveBack(write.before?.assetId);
      return;
    }
    if (custody.returnedOn && !custody.conditionIn) throw badRequest(m.refused, { conditionIn: m.conditionNeeded });
    write.values.status = custody.returnedOn ? 'returned' : 'inCustody';
    const { rows: assets } = await client.query<{ status: string }>('SELECT "status" FROM "assets" WHERE "id" = $1 FOR NO KEY UPDATE', [custody.assetId]);
    if (!assets[0]) return; // the reference check answers it
    // A previous asset given back when the custody moves to another one.
    if (write.before && write.before.assetId !== custody.assetId && !write.before.returnedOn) {
      await giveBack(write.before.assetId);
    }
    if (custody.returnedOn) {
      // A returned custody back from the trash gives nothing back: its delete took nothing either.
      if (write.action === 'restore') return;
      if (!write.before?.returnedOn || write.before.assetId !== custody.assetId) {
        await giveBack(custody.assetId);
      }
      return;
    }
    const { rows: open } = await client.query<{ number: string }>(
      'SELECT "number" FROM "asset_assignments" WHERE "asset_id" = $1 AND "returned_on" IS NULL AND "id" IS DISTINCT FROM $2 LIMIT 1',
      [custody.assetId, write.id ?? null],
    );
    if (open[0]) throw conflict(m.refused, { assetId: m.held(open[0].number) });
    if (assets[0].status === 'retired' || assets[0].status === 'underMaintenance') throw badRequest(m.refused, { assetId: m.unavailable });
    await records.update('assets', String(custody.assetId), { status: 'inUse' }, causeOf(write));
  },
}));
