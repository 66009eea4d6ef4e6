import { CLUB_TIME_ZONE } from '@club/schema';
import type { PoolClient } from 'pg';
import type { Cause } from '../crud/cause';
import type { Records } from '../crud/records';
import type { Locale } from '../i18n/messages';
import type { Outbox } from '../outbox';
import type { RuleRefusals } from '../rules/refusals';
import { defineOverride } from '../server-overrides/define';
import { bilingualEmail } from './parts/bilingual-email';

/** A contract in force is announced this many days before it ends. */
export const PLAYER_CONTRACT_REMINDER_DAYS = 60;

/**
 * The months a contract runs, its end day included (1 July to 30 June: 12); a part month counts
 * whole.
 */
export const monthsOf = (start: string, end: string): number => {
  const [sy, sm, sd] = start.split('-').map(Number) as [number, number, number];
  const after = new Date(Date.parse(`${end}T00:00:00Z`) + 86_400_000);
  const [ey, em, ed] = [after.getUTCFullYear(), after.getUTCMonth() + 1, after.getUTCDate()];
  return Math.max(1, (ey - sy) * 12 + (em - sm) + (ed > sd ? 1 : 0));
};

interface EndingContract {
  id: string;
  contractNo: string;
  endDate: string;
  player: string;
  playerAr: string;
  recipients: string[];
}

/**
 * Contracts in force ending within PLAYER_CONTRACT_REMINDER_DAYS and not yet announced for that end
 * date: one email to the player's team's head coach and each active administrator, queued with the
 * contract marked, in one transaction (an extended contract is announced afresh).
 */
const remindOfEndings = async (client: PoolClient, records: Records, rules: RuleRefusals, cause: Cause, outbox: Outbox, publicUrl: string): Promise<number> => {
  const { rows } = await client.query<EndingContract>(
    `SELECT c."id", c."contract_no" AS "contractNo", c."end_date"::text AS "endDate", p."full_name" AS "player", p."full_name_ar" AS "playerAr",
            array_remove(array_agg(DISTINCT lower(r."email")), NULL) AS "recipients"
       FROM "player_contracts" c JOIN "players" p ON p."id" = c."player_id"
       LEFT JOIN LATERAL (
         SELECT k."email" FROM "teams" t JOIN "coaches" k ON k."id" = t."head_coach_id" WHERE t."id" = p."team_id" AND k."status" = 'active'
         UNION ALL
         SELECT u."email" FROM "users" u JOIN "roles" o ON o."id" = u."role_id" WHERE o."key" IN ('superadmin', 'admin') AND u."status" = 'active') r ON true
      WHERE c."status" = 'active' AND c."reminder_sent_for" IS DISTINCT FROM c."end_date"
        AND c."end_date" BETWEEN (now() AT TIME ZONE '${CLUB_TIME_ZONE}')::date AND (now() AT TIME ZONE '${CLUB_TIME_ZONE}')::date + $1::int
      GROUP BY c."id", p."id"`,
    [PLAYER_CONTRACT_REMINDER_DAYS],
  );
  let announced = 0;
  for (const contract of rows) {
    // Marked under its lock: a contract announced meanwhile is not announced twice.
    const current = await records.get('playerContracts', contract.id, { lock: true });
    if (!current || current.reminderSentFor === current.endDate) continue;
    await records.update('playerContracts', contract.id, { reminderSentFor: current.endDate }, cause);
    const say = (locale: Locale, player: string) => {
      const words = { player, number: contract.contractNo, date: contract.endDate };
      return { subject: rules.text({ resource: 'playerContracts', locale }, 'reminderSubject', words), text: rules.text({ resource: 'playerContracts', locale }, 'reminderText', words) };
    };
    const message = bilingualEmail(say('ar', contract.playerAr), say('en', contract.player), `${publicUrl}/playerContracts/${contract.id}/show`);
    for (const recipient of contract.recipients) await outbox.enqueue(client, { channel: 'email', kind: 'contractExpiry', recipient, ...message });
    announced += 1;
  }
  return announced;
};

// Its moves, its dates' order, one contract in force per player and that only a draft is deleted
// are declared in its schema. What stays: its total value is the monthly salary over its months
// plus the signing bonus; those in force are announced before they end.
export const override = defineOverride(({ outbox, publicUrl, records, rules }) => ({
  beforeWrite: ({ action, before, values }) => {
    if (action === 'delete') return;
    const contract = { ...before, ...values };
    values.totalValue = Math.round(Number(contract.monthlySalary ?? 0) * monthsOf(String(contract.startDate), String(contract.endDate)) * 100) / 100 + Number(contract.signingBonus ?? 0);
  },
  schedule: {
    endReminders: { everyMinutes: 60, run: (client, cause) => remindOfEndings(client, records, rules, cause, outbox, publicUrl) },
  },
}));
