import { REQUIRED_REGISTRATION_DOCUMENTS } from '@club/schema/resources/playerApprovals';
import { causeOf } from '../crud/cause';
import { badRequest, conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { editAction } from './parts/edit-action';

const DOCUMENT_LABELS: Record<Locale, Record<string, string>> = {
  en: { nationalId: 'national ID or iqama', birthCertificate: 'birth certificate', medicalClearance: 'medical clearance', guardianConsent: "guardian's consent" },
  ar: { nationalId: 'الهوية أو الإقامة', birthCertificate: 'شهادة الميلاد', medicalClearance: 'الفحص الطبي', guardianConsent: 'موافقة ولي الأمر' },
};

const MESSAGES: Record<Locale, { refused: string; open: string; decided: string; missing: (documents: string) => string; reason: string }> = {
  en: {
    refused: 'The registration request cannot be saved this way',
    open: 'The player already has a registration request waiting for a decision',
    decided: 'A decided registration request is not changed',
    missing: (documents) => `Check these documents before approving: ${documents}`,
    reason: 'A rejection says why',
  },
  ar: {
    refused: 'لا يمكن حفظ طلب التسجيل بهذه الطريقة',
    open: 'للاعب طلب تسجيل آخر ينتظر القرار',
    decided: 'لا يُعدَّل طلب تسجيل صدر فيه قرار',
    missing: (documents) => `دقّق هذه المستندات قبل الاعتماد: ${documents}`,
    reason: 'يُذكر سبب الرفض',
  },
};

const DECISIONS: Record<string, string> = { approve: 'approved', reject: 'rejected' };


// One open request per player; a pending request is approved only with every required document
// checked (the player becomes active) or rejected with a reason, recording who decided and when;
// after the decision it is no longer changed.
export const override = defineOverride(({ records }) => ({
  beforeWrite: async (write, client) => {
    const { action, before, values, actor, locale, recordAction } = write;
    const m = MESSAGES[locale];
    if (action === 'delete') {
      if (before?.status !== 'pending') throw conflict(m.decided);
      return;
    }
    if (before && before.status !== 'pending') throw conflict(m.decided, { status: m.decided });
    const request = { ...before, ...values };
    // One open request per player, a pending one back from the trash included.
    if (action === 'create' || action === 'restore') {
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`playerApprovals:${request.playerId}`]);
      const { rows } = await client.query(`SELECT 1 FROM "player_approvals" WHERE "player_id" = $1 AND "status" = 'pending' AND "id" IS DISTINCT FROM $2`, [request.playerId, write.id ?? null]);
      if (rows.length) throw conflict(m.open, { playerId: m.open });
    }
    const status = recordAction && DECISIONS[recordAction.name];
    if (!status) return;
    const comment = typeof recordAction.body.comment === 'string' ? recordAction.body.comment.trim().slice(0, 500) : '';
    if (status === 'rejected' && !comment) throw badRequest(m.refused, { comment: m.reason });
    if (status === 'approved') {
      const checked = new Set((request.documentsChecked as string[] | null) ?? []);
      const missing = REQUIRED_REGISTRATION_DOCUMENTS.filter((document) => !checked.has(document));
      if (missing.length) {
        const message = m.missing(missing.map((document) => DOCUMENT_LABELS[locale][document]).join(locale === 'ar' ? '، ' : ', '));
        throw badRequest(message, { documentsChecked: message });
      }
      const player = await records.get('players', String(request.playerId), { lock: true });
      if (player?.status === 'inactive') await records.update('players', String(request.playerId), { status: 'active' }, causeOf(write));
    }
    Object.assign(values, { status, decidedById: actor?.id ?? null, decidedAt: new Date().toISOString(), decisionComment: comment || null });
  },
  recordActions: { approve: editAction('approve'), reject: editAction('reject') },
}));
