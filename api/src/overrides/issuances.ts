import { causeOf, type Cause } from '../crud/cause';
import type { Records } from '../crud/records';
import { defineOverride } from '../server-overrides/define';
import { todayInRiyadh } from './parts/club-calendar';
import { commentOf, editAction } from './parts/edit-action';

type Row = Record<string, unknown>;

/** Each kind of holder: the reference naming them, and where their name is read. */
const HOLDERS: Record<string, { field: string; table: string } | undefined> = {
  member: { field: 'clubMemberId', table: 'club_members' },
  player: { field: 'playerId', table: 'players' },
  employee: { field: 'employeeId', table: 'employees' },
  other: undefined,
};
const HOLDER_FIELDS = ['clubMemberId', 'playerId', 'employeeId'];
const EXPIRING = ['membershipCard', 'playerCard', 'permit'];
const CARDS = ['membershipCard', 'playerCard'];

/** Cards and permits past their expiry day are expired (hourly). */
const expire = async (records: Records, cause: Cause): Promise<number> =>
  (await records.updateWhere('issuances', { status: 'valid', expiryDate_lt: todayInRiyadh() }, { status: 'expired' }, cause)).length;

// An issuance: its holder on record (the name taken from the record; the other references
// cleared) or named, and an expiry after the issue for cards and permits (declared); a paid fee says how. A new
// card of a kind replaces the holder's valid one (the holder's turn taken under a lock, so two at
// once leave one valid). Revoked with a reason; final once no longer valid.
export const override = defineOverride(({ records, rules }) => ({
  schedule: { expire: { everyMinutes: 60, run: (_client, cause) => expire(records, cause) } },
  recordActions: { revoke: editAction('revoke') },
  beforeWrite: async (write, client) => {
    const { action, id, before, values, recordAction, cause } = write;
    if (before && before.status !== 'valid') throw rules.refuse(write, 'validOnlyChanges', {}, 409);
    if (action === 'delete') return;
    // The clock expiring it, or a new card of its holder replacing it: its status only moves on.
    const ended = cause?.resource === 'issuances' && cause.id !== id && (values.status === 'expired' || values.status === 'replaced');
    if (action === 'update' && ended) return;
    if (recordAction) {
      const reason = commentOf(recordAction.body);
      if (!reason) throw rules.refuse(write, 'revocationReason');
      Object.assign(values, { status: 'revoked', revokedAt: new Date().toISOString(), revokeReason: reason });
      return;
    }
    const issuance: Row = { ...before, ...values };
    const holder = HOLDERS[String(issuance.holderType)];
    for (const field of HOLDER_FIELDS) if (field !== holder?.field && issuance[field]) values[field] = issuance[field] = null;
    if (holder) {
      const holderId = issuance[holder.field];
      const { rows } = await client.query<{ name: string }>(`SELECT "full_name" AS "name" FROM "${holder.table}" WHERE "id" = $1`, [holderId]);
      if (rows[0]) values.holderName = issuance.holderName = rows[0].name;
    }
    if (issuance.feePaid && Number(issuance.fee) > 0 && !issuance.paymentMethod) throw rules.refuse(write, 'paymentMethod');
    // One entered after the fact may have expired already.
    if (action === 'create') values.status = issuance.expiryDate && String(issuance.expiryDate) < todayInRiyadh() ? 'expired' : 'valid';
    // The holder's turn: two new cards of a kind at once leave one valid.
    if ((action === 'create' || action === 'restore') && holder && CARDS.includes(String(issuance.type))) {
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`issuances:${issuance.type}:${issuance[holder.field]}`]);
      // A valid card back from the trash replaces nothing: it comes back only while the holder has no other one of its kind.
      if (action === 'restore' && issuance.status === 'valid') {
        const [other] = await records.find('issuances', { type: issuance.type, [holder.field]: issuance[holder.field], status: 'valid', id_neq: id }, { limit: 1 });
        if (other) throw rules.refuse(write, 'oneValidCard', {}, 409, [holder.field]);
      }
    }
  },
  afterWrite: async (event) => {
    const { action, after } = event;
    const holder = HOLDERS[String(after?.holderType)];
    if (action !== 'create' || after?.status !== 'valid' || !holder || !CARDS.includes(String(after.type))) return;
    await records.updateWhere('issuances', { type: after.type, [holder.field]: after[holder.field], status: 'valid', id_neq: after.id }, { status: 'replaced', replacedById: after.id }, causeOf(event));
  },
}));
