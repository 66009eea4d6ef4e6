import { GATES } from '@club/schema';
import { causeOf } from '../crud/cause';
import type { PendingWrite } from '../crud/crud.service';
import type { RuleRefusals } from '../rules/refusals';
import { defineOverride } from '../server-overrides/define';
import { editAction } from './parts/edit-action';
import { announceVisit, hostNameOf, invitationCode, type InvitationFacts } from './parts/visits';

/**
 * When the guard says it happened (`at`, a gate recording an entry a little late), or the move's
 * own stamp (now); never in the future.
 */
const momentOf = (at: unknown, stamped: unknown, rules: RuleRefusals, write: PendingWrite): unknown => {
  if (at === undefined || at === null) return stamped;
  if (typeof at !== 'string' || Number.isNaN(Date.parse(at)) || Date.parse(at) > Date.now()) throw rules.refuse(write, 'momentNotFuture', {}, 400, ['at']);
  return new Date(at).toISOString();
};

// Only what the declared rules cannot say (schema/src/resources/invitations.ts declares the moves,
// stamps and the visit's times, and these as 'override' checks): an invitation gets its code and
// its host's name; the gate's check-in takes a gate, a badge and the moment it happened, the
// check-out its moment (after the entry); an invitation issued by an
// approved order is approved at once; the visitor's confirmation is kept. After the moves: the
// visitor and host are told, the gate's register follows.
export const override = defineOverride(({ records, ...channels }) => ({
  beforeWrite: async (write, client) => {
    const { action, before, values, recordAction, cause } = write;
    if (action === 'delete') return;
    if (action === 'update') {
      const body = recordAction?.body ?? {};
      if (recordAction?.name === 'confirm') {
        if (!before!.confirmedAt) values.confirmedAt = new Date().toISOString();
        return;
      }
      if (values.status === 'checkedIn' && before!.status !== 'checkedIn') {
        const gate = body.gate ?? 'main';
        const badge = body.badgeNumber;
        if (typeof gate !== 'string' || !(GATES as readonly string[]).includes(gate)) throw channels.rules.refuse(write, 'gateKnown', {}, 400, ['gate']);
        if (badge !== undefined && badge !== null && (typeof badge !== 'string' || badge.length > 20)) throw channels.rules.refuse(write, 'badgeLength', {}, 400, ['badgeNumber']);
        values.checkedInAt = momentOf(body.at, values.checkedInAt, channels.rules, write);
        return;
      }
      if (values.status === 'checkedOut' && before!.status !== 'checkedOut') {
        values.checkedOutAt = momentOf(body.at, values.checkedOutAt, channels.rules, write);
        if (Date.parse(String(values.checkedOutAt)) < new Date(before!.checkedInAt as string).getTime()) throw channels.rules.refuse(write, 'outAfterIn', {}, 400, ['at']);
        return;
      }
      // Once the visitor is in, the record stays as it was, but for its notes.
      if (before!.status === 'checkedIn' && (values.status ?? before!.status) === 'checkedIn' && Object.keys(values).some((key) => key !== 'notes' && key !== 'version')) {
        throw channels.rules.refuse(write, 'notesOnceIn', {}, 409, []);
      }
    }
    // An invitation order approved issues its visitors' invitations approved (invitationOrders.ts), as decided there.
    const byOrder = action === 'create' && cause?.resource === 'invitationOrders' && cause.action === 'approve';
    if (action === 'create') Object.assign(values, { code: invitationCode(), ...(byOrder ? { status: 'approved' } : {}) });
    if (values.hostId !== undefined) values.hostName = await hostNameOf(client, values.hostId);
  },
  afterWrite: async (event, client) => {
    const { action, after, changed, actor, recordAction } = event;
    // Back from the trash: nobody is told again, no entry is written at the gate (its status is as it was).
    if (!after || action === 'delete' || action === 'restore') return;
    const invitation = after as unknown as InvitationFacts;
    if (action === 'create') {
      // Issued approved by its order: announced as an invitation approved.
      await announceVisit(client, channels, invitation, after.status === 'approved' ? 'approved' : 'registered');
      return;
    }
    if (!changed.includes('status')) return;
    const now = new Date().toISOString();
    switch (after.status) {
      case 'approved':
        await announceVisit(client, channels, invitation, 'approved');
        return;
      case 'checkedIn': {
        // The gate's register: one row per entry, with the gate and badge the guard gave.
        const gate = (recordAction?.body.gate as string | undefined) ?? 'main';
        const badge = (recordAction?.body.badgeNumber as string | undefined) || null;
        await records.create(
          'visitorLogs',
          {
            invitationId: after.id, code: after.code, visitorName: after.visitorName, phone: after.phone ?? null, nationalId: after.nationalId ?? null, hostId: after.hostId ?? null,
            gate, badgeNumber: badge, checkInAt: after.checkedInAt ?? now, checkedInById: actor?.id ?? null, status: 'inside',
          },
          causeOf(event),
        );
        await announceVisit(client, channels, invitation, 'checkedIn');
        return;
      }
      case 'checkedOut': {
        // The visitor's open entries closed, with the minutes they stayed.
        const out = new Date((after.checkedOutAt as Date | string | null | undefined) ?? now);
        for (const entry of await records.find('visitorLogs', { invitationId: after.id, status: 'inside' }, { lock: true })) {
          const minutes = Math.max(0, Math.floor((out.getTime() - new Date(entry.checkInAt as Date | string).getTime()) / 60_000));
          await records.update('visitorLogs', String(entry.id), { checkOutAt: out, checkedOutById: actor?.id ?? null, status: 'left', durationMinutes: minutes }, causeOf(event));
        }
        await announceVisit(client, channels, invitation, 'checkedOut');
        return;
      }
    }
  },
  publicActions: { confirm: editAction('confirm') },
}));
