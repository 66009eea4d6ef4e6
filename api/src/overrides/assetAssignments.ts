import { causeOf } from '../crud/cause';
import { defineOverride } from '../server-overrides/define';

// Custody: an asset is in one custody at most (declared: the engine takes two handovers of the same
// asset at once in turns and refuses the second), and a return says the asset's condition
// (declared, on the status derived here first); while in custody the asset is in use, and
// available again once returned.
export const override = defineOverride(({ records, rules }) => ({
  prepare: (write) => {
    if (write.action === 'delete') return;
    write.values.status = { ...write.before, ...write.values }.returnedOn ? 'returned' : 'inCustody';
  },
  beforeWrite: async (write, client) => {
    const custody = { ...write.before, ...write.values };
    /** An asset in use given back: available again (through the asset's own rules, naming this custody). */
    const giveBack = async (assetId: unknown) => {
      if (assetId) await records.updateWhere('assets', { id: assetId, status: 'inUse' }, { status: 'available' }, causeOf(write));
    };
    if (write.action === 'delete') {
      if (!write.before?.returnedOn) await giveBack(write.before?.assetId);
      return;
    }
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
    if (assets[0].status === 'retired' || assets[0].status === 'underMaintenance') throw rules.refuse(write, 'assetAvailable');
    await records.update('assets', String(custody.assetId), { status: 'inUse' }, causeOf(write));
  },
}));
