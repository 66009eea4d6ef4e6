import { REQUIRED_REGISTRATION_DOCUMENTS } from '@club/schema/resources/playerApprovals';
import { causeOf } from '../crud/cause';
import { defineOverride } from '../server-overrides/define';
import { editAction } from './parts/edit-action';

const DECISIONS: Record<string, string> = { approve: 'approved', reject: 'rejected' };


// One open request per player (declared); a pending request is approved only with every required document
// checked (the player becomes active) or rejected with a reason, recording who decided and when;
// after the decision it is no longer changed.
export const override = defineOverride(({ records, rules }) => ({
  beforeWrite: async (write) => {
    const { action, before, values, actor, recordAction } = write;
    if (action === 'delete') {
      if (before?.status !== 'pending') throw rules.refuse(write, 'decidedStays', {}, 409, []);
      return;
    }
    if (before && before.status !== 'pending') throw rules.refuse(write, 'decidedStays', {}, 409);
    const request = { ...before, ...values };
    const status = recordAction && DECISIONS[recordAction.name];
    if (!status) return;
    const comment = typeof recordAction.body.comment === 'string' ? recordAction.body.comment.trim().slice(0, 500) : '';
    if (status === 'rejected' && !comment) throw rules.refuse(write, 'reasonToReject');
    if (status === 'approved') {
      const checked = new Set((request.documentsChecked as string[] | null) ?? []);
      const missing = REQUIRED_REGISTRATION_DOCUMENTS.filter((document) => !checked.has(document));
      if (missing.length) throw rules.refuse(write, 'documentsChecked', { documents: missing.map((document) => rules.text(write, document)).join(rules.text(write, 'listSeparator')) });
      const player = await records.get('players', String(request.playerId), { lock: true });
      if (player?.status === 'inactive') await records.update('players', String(request.playerId), { status: 'active' }, causeOf(write));
    }
    Object.assign(values, { status, decidedById: actor?.id ?? null, decidedAt: new Date().toISOString(), decisionComment: comment || null });
  },
  recordActions: { approve: editAction('approve'), reject: editAction('reject') },
}));
