import { causeOf, type Cause } from '../crud/cause';
import { badRequest, conflict } from '../crud/errors';
import type { Records } from '../crud/records';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { todayInRiyadh } from './parts/club-calendar';
import { commentOf, editAction } from './parts/edit-action';

type Row = Record<string, unknown>;

const MESSAGES: Record<Locale, { refused: string; holder: string; name: string; expiry: string; order: string; final: string; reason: string; method: string; held: string }> = {
  en: {
    refused: 'This issuance cannot be saved this way',
    holder: 'Choose the holder on record',
    name: "Write the holder's name",
    expiry: 'A card or a permit has its expiry date',
    order: 'It expires after it is issued',
    final: 'A revoked, replaced or expired issuance does not change any more',
    reason: 'Say why it is revoked',
    method: 'Say how the fee was paid',
    held: 'The holder has a valid card of this kind already',
  },
  ar: {
    refused: 'لا يمكن حفظ هذا الإصدار بهذه الطريقة',
    holder: 'اختر صاحب الإصدار من السجلات',
    name: 'اكتب اسم صاحب الإصدار',
    expiry: 'للبطاقة أو التصريح تاريخ انتهاء',
    order: 'ينتهي بعد إصداره',
    final: 'لا يتغير الإصدار بعد إلغائه أو استبداله أو انتهائه',
    reason: 'اذكر سبب الإلغاء',
    method: 'اذكر طريقة دفع الرسوم',
    held: 'لصاحب الإصدار بطاقة سارية من هذا النوع',
  },
};

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
// cleared) or named; an expiry after the issue for cards and permits; a paid fee says how. A new
// card of a kind replaces the holder's valid one (the holder's turn taken under a lock, so two at
// once leave one valid). Revoked with a reason; final once no longer valid.
export const override = defineOverride(({ records }) => ({
  schedule: { expire: { everyMinutes: 60, run: (_client, cause) => expire(records, cause) } },
  recordActions: { revoke: editAction('revoke') },
  beforeWrite: async ({ action, id, before, values, locale, recordAction, cause }, client) => {
    const m = MESSAGES[locale];
    if (before && before.status !== 'valid') throw conflict(m.final, { status: m.final });
    if (action === 'delete') return;
    // The clock expiring it, or a new card of its holder replacing it: its status only moves on.
    const ended = cause?.resource === 'issuances' && cause.id !== id && (values.status === 'expired' || values.status === 'replaced');
    if (action === 'update' && ended) return;
    if (recordAction) {
      const reason = commentOf(recordAction.body);
      if (!reason) throw badRequest(m.reason, { comment: m.reason });
      Object.assign(values, { status: 'revoked', revokedAt: new Date().toISOString(), revokeReason: reason });
      return;
    }
    const issuance: Row = { ...before, ...values };
    const holder = HOLDERS[String(issuance.holderType)];
    for (const field of HOLDER_FIELDS) if (field !== holder?.field && issuance[field]) values[field] = issuance[field] = null;
    if (holder) {
      const holderId = issuance[holder.field];
      if (!holderId) throw badRequest(m.refused, { [holder.field]: m.holder });
      const { rows } = await client.query<{ name: string }>(`SELECT "full_name" AS "name" FROM "${holder.table}" WHERE "id" = $1`, [holderId]);
      if (rows[0]) values.holderName = issuance.holderName = rows[0].name;
    } else if (!String(issuance.holderName ?? '').trim()) throw badRequest(m.refused, { holderName: m.name });
    if (EXPIRING.includes(String(issuance.type)) && !issuance.expiryDate) throw badRequest(m.refused, { expiryDate: m.expiry });
    if (issuance.expiryDate && String(issuance.expiryDate) <= String(issuance.issueDate)) throw badRequest(m.refused, { expiryDate: m.order });
    if (issuance.feePaid && Number(issuance.fee) > 0 && !issuance.paymentMethod) throw badRequest(m.refused, { paymentMethod: m.method });
    // One entered after the fact may have expired already.
    if (action === 'create') values.status = issuance.expiryDate && String(issuance.expiryDate) < todayInRiyadh() ? 'expired' : 'valid';
    // The holder's turn: two new cards of a kind at once leave one valid.
    if ((action === 'create' || action === 'restore') && holder && CARDS.includes(String(issuance.type))) {
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`issuances:${issuance.type}:${issuance[holder.field]}`]);
      // A valid card back from the trash replaces nothing: it comes back only while the holder has no other one of its kind.
      if (action === 'restore' && issuance.status === 'valid') {
        const [other] = await records.find('issuances', { type: issuance.type, [holder.field]: issuance[holder.field], status: 'valid', id_neq: id }, { limit: 1 });
        if (other) throw conflict(m.held, { [holder.field]: m.held });
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
