import { causeOf } from '../crud/cause';
import { defineOverride } from '../server-overrides/define';
import { commentOf, editAction } from './parts/edit-action';

/** Each action: the status it applies to and the one it leads to. */
const ACTIONS: Record<string, { from: string; to: string; reason?: boolean }> = {
  submit: { from: 'draft', to: 'underReview' },
  approve: { from: 'underReview', to: 'approved' },
  return: { from: 'underReview', to: 'draft', reason: true },
  archive: { from: 'approved', to: 'archived', reason: true },
};

// A governance document: edited only as a draft, its review after its effective date (declared); sent for review, approved (who and when) or
// returned with a reason, archived with one. A new version names the approved document it follows
// (the latest one), takes the next number, and on approval leaves the old one superseded, kept.
export const override = defineOverride(({ records, rules }) => ({
  recordActions: Object.fromEntries(Object.keys(ACTIONS).map((name) => [name, editAction(name)])),
  beforeWrite: async (write, client) => {
    const { action, id, before, values, actor, recordAction, cause } = write;
    // Its next version approved: the approved document is superseded, and otherwise kept as it is.
    const superseded = cause?.resource === 'governanceDocuments' && cause.action === 'approve' && cause.id !== id && before?.status === 'approved';
    if (action === 'update' && superseded && values.status === 'superseded') return;
    if (recordAction && before) {
      const step = ACTIONS[recordAction.name]!;
      if (before.status !== step.from) throw rules.refuse(write, 'actionState', {}, 409);
      const reason = commentOf(recordAction.body);
      if (step.reason && !reason) throw rules.refuse(write, 'reasonGiven');
      values.status = step.to;
      if (step.to === 'approved') Object.assign(values, { approvedById: actor?.id ?? null, approvedAt: new Date().toISOString() });
      return;
    }
    if (before && before.status !== 'draft') throw rules.refuse(write, 'draftEdited', {}, 409);
    if (action === 'delete') return;
    const document = { ...before, ...values };
    if (action === 'create') values.status = 'draft';
    if (action === 'update' && !('previousVersionId' in values)) return;
    if (!document.previousVersionId) {
      values.versionNumber = 1;
      return;
    }
    // The document it follows is locked: two new versions of it at once take turns.
    const { rows } = await client.query<{ status: string; version: number; type: string }>(
      'SELECT "status", "version_number" AS "version", "type" FROM "governance_documents" WHERE "id" = $1 FOR NO KEY UPDATE',
      [document.previousVersionId],
    );
    const previous = rows[0];
    if (!previous || previous.status !== 'approved') throw rules.refuse(write, 'followsApproved');
    if (previous.type !== document.type) throw rules.refuse(write, 'sameType');
    const { rows: newer } = await client.query<{ version: number }>(
      'SELECT "version_number" AS "version" FROM "governance_documents" WHERE "previous_version_id" = $1 AND "id" IS DISTINCT FROM $2 LIMIT 1',
      [document.previousVersionId, id ?? null],
    );
    if (newer[0]) throw rules.refuse(write, 'latestVersion', { version: newer[0].version });
    values.versionNumber = previous.version + 1;
  },
  afterWrite: async (event) => {
    const { after, recordAction } = event;
    if (recordAction?.name !== 'approve' || !after?.previousVersionId) return;
    await records.updateWhere('governanceDocuments', { id: after.previousVersionId, status: 'approved' }, { status: 'superseded' }, causeOf(event));
  },
}));
