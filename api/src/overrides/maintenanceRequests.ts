import type { PoolClient } from 'pg';
import { causeOf } from '../crud/cause';
import { defineOverride } from '../server-overrides/define';
import { todayInRiyadh } from './parts/club-calendar';
import { followMaintenance } from './parts/maintenance';

const supplierOf = async (client: PoolClient, id: unknown) =>
  id ? (await client.query<{ kind: string; status: string }>('SELECT "kind", "status" FROM "maintenance_suppliers" WHERE "id" = $1', [id])).rows[0] : undefined;

// An order is on an asset or a place (its moves and completion date: declared; one of two
// references, and the suppliers' kind and state as a preventive plan's request skips them: judged
// here); from assignment on it names who does the work (a team member, a contractor, or both),
// each active; completed, it has its completion date. Its asset or place follows (parts/maintenance.ts).
export const override = defineOverride(({ records, rules }) => ({
  beforeWrite: async (write, client) => {
    const { action, before, values, actor, cause } = write;
    if (action === 'delete') return;
    if (action === 'create' && values.requesterId === undefined) values.requesterId = actor?.id ?? null;
    const order = { ...before, ...values };
    if (!order.assetId && !order.facilityId) throw rules.refuse(write, 'assetOrPlace');
    // A preventive plan opens its request with whom the plan names, as they are (the office reassigns
    // it when they no longer fit): one plan's team changing never stops the others' requests.
    if (action === 'create' && cause?.resource === 'maintenanceSchedules' && order.status === 'requested') return;
    const [technician, supplier] = await Promise.all([supplierOf(client, order.technicianId), supplierOf(client, order.supplierId)]);
    if (technician && technician.kind !== 'teamMember') throw rules.refuse(write, 'technicianOfTheTeam');
    if (supplier && supplier.kind !== 'contractor') throw rules.refuse(write, 'supplierContractor');
    if (order.status !== 'cancelled' && order.status !== 'completed') {
      if (technician && technician.status !== 'active' && values.technicianId !== undefined) throw rules.refuse(write, 'technicianActive');
      if (supplier && supplier.status !== 'active' && values.supplierId !== undefined) throw rules.refuse(write, 'supplierActive');
    }
    if (['assigned', 'inProgress', 'completed'].includes(String(order.status)) && !technician && !supplier) throw rules.refuse(write, 'someoneAssigned');
    if (order.status === 'completed' && !order.completionDate) values.completionDate = todayInRiyadh();
  },
  afterWrite: async (event, client) => {
    const { before, after } = event;
    await followMaintenance(client, records, causeOf(event), [before?.assetId, after?.assetId], [before?.facilityId, after?.facilityId]);
  },
}));
