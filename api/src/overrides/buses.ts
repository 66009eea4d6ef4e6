import { CLUB_TIME_ZONE } from '@club/schema';
import type { PoolClient } from 'pg';
import type { Cause } from '../crud/cause';
import type { Records } from '../crud/records';
import type { Outbox } from '../outbox';
import type { Locale } from '../i18n/messages';
import type { RuleRefusals } from '../rules/refusals';
import { defineOverride } from '../server-overrides/define';
import { bilingualEmail } from './parts/bilingual-email';

/** How long before an insurance or a registration (istimara) ends its bus's supervisor hears of it. */
export const EXPIRY_NOTICE_DAYS = 30;

const PAPERS = {
  insurance: { column: 'insurance_expiry', reminded: 'insurance_reminded_for', field: 'insuranceRemindedFor' },
  registration: { column: 'registration_expiry', reminded: 'registration_reminded_for', field: 'registrationRemindedFor' },
} as const;

interface ExpiringPaper {
  id: string;
  busNumber: string;
  plateNumber: string;
  expiry: string;
  email: string | null;
}

/**
 * Buses whose insurance or registration ends within EXPIRY_NOTICE_DAYS and was not announced for
 * that date: one email to the bus's supervisor, queued with the date marked, in one transaction. A
 * bus without an active supervisor waits for one; a renewed paper (a new date) is announced afresh.
 */
const remindOfExpiringPapers = async (client: PoolClient, records: Records, rules: RuleRefusals, cause: Cause, outbox: Outbox, publicUrl: string): Promise<number> => {
  let sent = 0;
  for (const [name, paper] of Object.entries(PAPERS)) {
    const { rows } = await client.query<ExpiringPaper>(
      `SELECT b."id", b."bus_number" AS "busNumber", b."plate_number" AS "plateNumber", b."${paper.column}"::text AS "expiry", u."email"
         FROM "buses" b LEFT JOIN "users" u ON u."id" = b."supervisor_id" AND u."status" = 'active'
        WHERE b."status" <> 'outOfService' AND b."${paper.reminded}" IS DISTINCT FROM b."${paper.column}"
          AND b."${paper.column}" <= (now() AT TIME ZONE '${CLUB_TIME_ZONE}')::date + $1::int
        ORDER BY b."${paper.column}" FOR NO KEY UPDATE OF b SKIP LOCKED`,
      [EXPIRY_NOTICE_DAYS],
    );
    for (const bus of rows) {
      if (!bus.email) continue;
      const say = (locale: Locale) => {
        const words = { paper: rules.text({ resource: 'buses', locale }, name), bus: bus.busNumber, plate: bus.plateNumber, date: bus.expiry };
        return { subject: rules.text({ resource: 'buses', locale }, 'paperEndsSubject', words), text: rules.text({ resource: 'buses', locale }, 'paperEndsText', words) };
      };
      const message = bilingualEmail(say('ar'), say('en'), `${publicUrl}/Buses/${bus.id}/show`);
      await outbox.enqueue(client, { channel: 'email', kind: 'vehicleExpiry', recipient: bus.email, ...message });
      await records.update('buses', bus.id, { [paper.field]: bus.expiry }, cause);
      sent += 1;
    }
  }
  return sent;
};

// The fleet's papers: insurance and registration announced to the supervisor ahead of their end.
export const override = defineOverride(({ records, outbox, publicUrl, rules }) => ({
  schedule: {
    expiryReminders: { everyMinutes: 60, run: (client, cause) => remindOfExpiringPapers(client, records, rules, cause, outbox, publicUrl) },
  },
}));
