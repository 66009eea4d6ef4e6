import type { PoolClient } from 'pg';
import { causeOf } from '../crud/cause';
import { badRequest } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { todayInRiyadh } from './parts/club-calendar';
import { followMaintenance } from './parts/maintenance';

// One of two references, and the suppliers' kind and state as a preventive plan's request skips
// them: beyond what a declared check says.
const MESSAGES: Record<Locale, {
  refused: string;
  what: string;
  whom: string;
  notMember: string;
  notContractor: string;
  notActive: string;
}> = {
  en: {
    refused: 'The maintenance order cannot be saved this way',
    what: 'Name the asset or the place the work is on',
    whom: 'Assign the work to a team member or a contractor',
    notMember: 'Choose a member of the maintenance team',
    notContractor: 'Choose a contractor',
    notActive: 'This supplier is not active',
  },
  ar: {
    refused: 'لا يمكن حفظ أمر الصيانة بهذه الطريقة',
    what: 'حدّد الأصل أو المرفق الذي يجري عليه العمل',
    whom: 'أسند العمل إلى أحد أعضاء فريق الصيانة أو إلى مقاول',
    notMember: 'اختر أحد أعضاء فريق الصيانة',
    notContractor: 'اختر مقاولًا',
    notActive: 'هذا المورد غير نشط',
  },
};

const supplierOf = async (client: PoolClient, id: unknown) =>
  id ? (await client.query<{ kind: string; status: string }>('SELECT "kind", "status" FROM "maintenance_suppliers" WHERE "id" = $1', [id])).rows[0] : undefined;

// An order is on an asset or a place (its moves and completion date: declared); from assignment on it
// names who does the work (a team member, a contractor, or both), each active; completed, it has
// its completion date. Its asset or place follows (parts/maintenance.ts).
export const override = defineOverride(({ records }) => ({
  beforeWrite: async ({ action, before, values, actor, locale, cause }, client) => {
    if (action === 'delete') return;
    const m = MESSAGES[locale];
    if (action === 'create' && values.requesterId === undefined) values.requesterId = actor?.id ?? null;
    const order = { ...before, ...values };
    if (!order.assetId && !order.facilityId) throw badRequest(m.refused, { assetId: m.what });
    // A preventive plan opens its request with whom the plan names, as they are (the office reassigns
    // it when they no longer fit): one plan's team changing never stops the others' requests.
    if (action === 'create' && cause?.resource === 'maintenanceSchedules' && order.status === 'requested') return;
    const [technician, supplier] = await Promise.all([supplierOf(client, order.technicianId), supplierOf(client, order.supplierId)]);
    if (technician && technician.kind !== 'teamMember') throw badRequest(m.refused, { technicianId: m.notMember });
    if (supplier && supplier.kind !== 'contractor') throw badRequest(m.refused, { supplierId: m.notContractor });
    if (order.status !== 'cancelled' && order.status !== 'completed') {
      if (technician && technician.status !== 'active' && values.technicianId !== undefined) throw badRequest(m.refused, { technicianId: m.notActive });
      if (supplier && supplier.status !== 'active' && values.supplierId !== undefined) throw badRequest(m.refused, { supplierId: m.notActive });
    }
    if (['assigned', 'inProgress', 'completed'].includes(String(order.status)) && !technician && !supplier) throw badRequest(m.refused, { technicianId: m.whom });
    if (order.status === 'completed' && !order.completionDate) values.completionDate = todayInRiyadh();
  },
  afterWrite: async (event, client) => {
    const { before, after } = event;
    await followMaintenance(client, records, causeOf(event), [before?.assetId, after?.assetId], [before?.facilityId, after?.facilityId]);
  },
}));
