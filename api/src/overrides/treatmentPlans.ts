import { causeOf } from '../crud/cause';
import { badRequest } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { todayInRiyadh } from './parts/club-calendar';
import { checkTransition } from './parts/transitions';

const MOVES = { active: ['completed', 'cancelled'], completed: [], cancelled: [] };

const MESSAGES: Record<Locale, { refused: string; order: string; otherPlayer: string; labels: Record<string, string> }> = {
  en: {
    refused: 'The treatment plan cannot be saved this way',
    order: 'The expected return comes on or after the start',
    otherPlayer: "The medical record is another player's",
    labels: { active: 'active', completed: 'completed', cancelled: 'cancelled' },
  },
  ar: {
    refused: 'لا يمكن حفظ الخطة العلاجية بهذه الطريقة',
    order: 'موعد العودة المتوقع في يوم البدء أو بعده',
    otherPlayer: 'السجل الطبي للاعب آخر',
    labels: { active: 'جارية', completed: 'مكتملة', cancelled: 'ملغاة' },
  },
};

// A plan treats its own player's record and expects the return on or after its start; it moves
// active → completed (dated today) or cancelled. While a plan of theirs is active a player shows as
// injured, and when the last one ends an injured player is active again.
export const override = defineOverride(({ records }) => ({
  beforeWrite: async ({ action, before, values, locale }, client) => {
    if (action === 'delete') return;
    const m = MESSAGES[locale];
    const plan = { ...before, ...values };
    if (String(plan.expectedReturnDate) < String(plan.startDate)) throw badRequest(m.refused, { expectedReturnDate: m.order });
    checkTransition(MOVES, before?.status, values.status, locale, m.labels);
    if (values.status === 'completed' && before?.status !== 'completed') values.completedOn = todayInRiyadh();
    if (plan.medicalRecordId) {
      const { rows } = await client.query('SELECT "player_id" AS "playerId" FROM "medical_records" WHERE "id" = $1', [plan.medicalRecordId]);
      if (rows[0] && rows[0].playerId !== plan.playerId) throw badRequest(m.refused, { medicalRecordId: m.otherPlayer });
    }
  },
  afterWrite: async (event, client) => {
    const { before, after } = event;
    for (const playerId of new Set([before?.playerId, after?.playerId].filter(Boolean))) {
      const { rows } = await client.query<{ status: string; treated: boolean }>(
        `SELECT p."status", EXISTS (SELECT 1 FROM "treatment_plans" t WHERE t."player_id" = p."id" AND t."status" = 'active') AS "treated"
           FROM "players" p WHERE p."id" = $1 FOR NO KEY UPDATE OF p`,
        [playerId],
      );
      const player = rows[0];
      if (player?.treated && player.status === 'active') await records.update('players', String(playerId), { status: 'injured' }, causeOf(event));
      if (player && !player.treated && player.status === 'injured') await records.update('players', String(playerId), { status: 'active' }, causeOf(event));
    }
  },
}));
