import { causeOf } from '../crud/cause';
import { badRequest, conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { commentOf, editAction } from './parts/edit-action';

const MESSAGES: Record<Locale, { refused: string; notApproved: string; newer: (version: number) => string; fixed: string; state: string; reason: string; order: string; type: string }> = {
  en: {
    refused: 'This document cannot be saved this way',
    notApproved: 'A new version follows an approved document',
    newer: (version) => `Version ${version} follows it already`,
    fixed: 'Only a draft is edited; an approved document changes by a new version',
    state: 'The document is not in a state this applies to',
    reason: 'Say why',
    order: 'The review date is after the effective date',
    type: 'A new version is of the same type',
  },
  ar: {
    refused: 'لا يمكن حفظ هذا المستند بهذه الطريقة',
    notApproved: 'الإصدار الجديد يتبع مستندًا معتمدًا',
    newer: (version) => `يتبعه الإصدار ${version} من قبل`,
    fixed: 'لا يُعدَّل إلا المسودة؛ يتغير المستند المعتمد بإصدار جديد',
    state: 'المستند ليس في حالة ينطبق عليها هذا الإجراء',
    reason: 'اذكر السبب',
    order: 'تاريخ المراجعة بعد تاريخ السريان',
    type: 'الإصدار الجديد من نوع المستند نفسه',
  },
};

/** Each action: the status it applies to and the one it leads to. */
const ACTIONS: Record<string, { from: string; to: string; reason?: boolean }> = {
  submit: { from: 'draft', to: 'underReview' },
  approve: { from: 'underReview', to: 'approved' },
  return: { from: 'underReview', to: 'draft', reason: true },
  archive: { from: 'approved', to: 'archived', reason: true },
};

// A governance document: edited only as a draft; sent for review, approved (who and when) or
// returned with a reason, archived with one. A new version names the approved document it follows
// (the latest one), takes the next number, and on approval leaves the old one superseded, kept.
export const override = defineOverride(({ records }) => ({
  recordActions: Object.fromEntries(Object.keys(ACTIONS).map((name) => [name, editAction(name)])),
  beforeWrite: async ({ action, id, before, values, actor, locale, recordAction, cause }, client) => {
    const m = MESSAGES[locale];
    // Its next version approved: the approved document is superseded, and otherwise kept as it is.
    const superseded = cause?.resource === 'governanceDocuments' && cause.action === 'approve' && cause.id !== id && before?.status === 'approved';
    if (action === 'update' && superseded && values.status === 'superseded') return;
    if (recordAction && before) {
      const step = ACTIONS[recordAction.name]!;
      if (before.status !== step.from) throw conflict(m.state, { status: m.state });
      const reason = commentOf(recordAction.body);
      if (step.reason && !reason) throw badRequest(m.reason, { comment: m.reason });
      values.status = step.to;
      if (step.to === 'approved') Object.assign(values, { approvedById: actor?.id ?? null, approvedAt: new Date().toISOString() });
      return;
    }
    if (before && before.status !== 'draft') throw conflict(m.fixed, { status: m.fixed });
    if (action === 'delete') return;
    const document = { ...before, ...values };
    if (document.reviewDate && String(document.reviewDate) <= String(document.effectiveDate)) throw badRequest(m.refused, { reviewDate: m.order });
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
    if (!previous || previous.status !== 'approved') throw badRequest(m.refused, { previousVersionId: m.notApproved });
    if (previous.type !== document.type) throw badRequest(m.refused, { type: m.type });
    const { rows: newer } = await client.query<{ version: number }>(
      'SELECT "version_number" AS "version" FROM "governance_documents" WHERE "previous_version_id" = $1 AND "id" IS DISTINCT FROM $2 LIMIT 1',
      [document.previousVersionId, id ?? null],
    );
    if (newer[0]) throw badRequest(m.refused, { previousVersionId: m.newer(newer[0].version) });
    values.versionNumber = previous.version + 1;
  },
  afterWrite: async (event) => {
    const { after, recordAction } = event;
    if (recordAction?.name !== 'approve' || !after?.previousVersionId) return;
    await records.updateWhere('governanceDocuments', { id: after.previousVersionId, status: 'approved' }, { status: 'superseded' }, causeOf(event));
  },
}));
