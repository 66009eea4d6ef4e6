import { CLUB_TIME_ZONE } from '@club/schema';
import type { PoolClient } from 'pg';
import type { Locale } from '../i18n/messages';
import type { Outbox } from '../outbox';
import { causeOf, type Cause } from '../crud/cause';
import { badRequest, conflict } from '../crud/errors';
import type { Records } from '../crud/records';
import { defineOverride } from '../server-overrides/define';
import { bilingualEmail } from './parts/bilingual-email';

// Contracts in force without an end, and a renewal against the contract it renews: beyond the
// declared noOverlap (both ends given) and checks (fields of one record).
const MESSAGES: Record<Locale, {
  refused: string;
  overlap: (number: string) => string;
  renewalOrder: (number: string) => string;
  otherEmployee: string;
}> = {
  en: {
    refused: 'The contract cannot be saved this way',
    overlap: (number) => `The employee's contract ${number} is in force on these dates`,
    renewalOrder: (number) => `A renewal starts after ${number} ends`,
    otherEmployee: 'A renewal is of the same employee\'s contract',
  },
  ar: {
    refused: 'لا يمكن حفظ العقد بهذه الطريقة',
    overlap: (number) => `عقد الموظف ${number} ساري في هذه التواريخ`,
    renewalOrder: (number) => `يبدأ التجديد بعد انتهاء ${number}`,
    otherEmployee: 'التجديد يكون لعقد الموظف نفسه',
  },
};

interface EndingContract {
  id: string;
  number: string;
  endDate: string;
  fullName: string;
  fullNameAr: string | null;
  recipients: string[];
}

/** The reminder (Arabic, then English). */
const reminderOf = (contract: EndingContract, link: string) =>
  bilingualEmail(
    {
      subject: `انتهاء عقد ${contract.fullNameAr ?? contract.fullName} في ${contract.endDate}`,
      text: `ينتهي العقد ${contract.number} للموظف ${contract.fullNameAr ?? contract.fullName} في ${contract.endDate}. جدّده أو أنهِه قبل ذلك التاريخ:`,
    },
    { subject: `Contract ${contract.number} ends ${contract.endDate}`, text: `Contract ${contract.number} of ${contract.fullName} ends on ${contract.endDate}. Renew or end it before then:` },
    link,
  );

/**
 * Contracts in force that end within the HR settings' reminder days and were not announced yet:
 * one email to HR's mailbox and one to the employee's manager (their own, else the department's),
 * queued with the contract marked, in one transaction. A contract with nobody to tell waits.
 */
const remindOfEndingContracts = async (records: Records, client: PoolClient, cause: Cause, outbox: Outbox, publicUrl: string): Promise<number> => {
  const { rows } = await client.query<EndingContract>(
    `SELECT c."id", c."number", c."end_date"::text AS "endDate", e."full_name" AS "fullName", e."full_name_ar" AS "fullNameAr",
            array_remove(array[s."hr_email", coalesce(mu."email", du."email")], NULL) AS "recipients"
       FROM "employee_contracts" c
       JOIN "employees" e ON e."id" = c."employee_id"
       CROSS JOIN (SELECT "contract_reminder_days", "hr_email" FROM "hr_settings" LIMIT 1) s
       LEFT JOIN "employees" m ON m."id" = e."manager_id"
       LEFT JOIN "users" mu ON mu."id" = m."user_id" AND mu."status" = 'active'
       LEFT JOIN "departments" d ON d."id" = e."department_id"
       LEFT JOIN "users" du ON du."id" = d."manager_id" AND du."status" = 'active'
      WHERE c."status" = 'active' AND c."reminder_sent_at" IS NULL
        AND c."end_date" BETWEEN (now() AT TIME ZONE '${CLUB_TIME_ZONE}')::date AND (now() AT TIME ZONE '${CLUB_TIME_ZONE}')::date + s."contract_reminder_days"
      ORDER BY c."end_date"
      FOR NO KEY UPDATE OF c SKIP LOCKED`,
  );
  let sent = 0;
  for (const contract of rows) {
    const recipients = [...new Set(contract.recipients.map((email) => email.toLowerCase()))];
    if (recipients.length === 0) continue;
    const message = reminderOf(contract, `${publicUrl}/hr/ContractRenewal/${contract.id}/show`);
    for (const recipient of recipients) await outbox.enqueue(client, { channel: 'email', kind: 'contractExpiry', recipient, ...message });
    await records.update('employeeContracts', contract.id, { reminderSentAt: new Date() }, cause);
    sent += 1;
  }
  return sent;
};

// Contracts (a fixed-term one has its end, after its start: declared): one contract in force per employee
// (the employee's row is locked, so two at once take turns); a renewal starts after the contract
// it renews, which then counts as renewed. A contract about to end is announced once (a new end
// date is announced afresh).
export const override = defineOverride(({ records, outbox, publicUrl }) => ({
  schedule: {
    endReminders: { everyMinutes: 60, run: (client, cause) => remindOfEndingContracts(records, client, cause, outbox, publicUrl) },
  },
  beforeWrite: async (write, client) => {
    if (write.action === 'delete') return;
    const m = MESSAGES[write.locale];
    if (write.action === 'update' && 'endDate' in write.values && write.values.endDate !== write.before?.endDate) write.values.reminderSentAt = null;
    const contract = { ...write.before, ...write.values };
    await client.query('SELECT 1 FROM "employees" WHERE "id" = $1 FOR NO KEY UPDATE', [contract.employeeId]);
    if (contract.renewalOfId && (write.action === 'create' || contract.renewalOfId !== write.before?.renewalOfId)) {
      const { rows } = await client.query('SELECT "number", "employee_id" AS "employeeId", "end_date"::text AS "endDate" FROM "employee_contracts" WHERE "id" = $1', [contract.renewalOfId]);
      const renewed = rows[0];
      if (renewed && renewed.employeeId !== contract.employeeId) throw badRequest(m.refused, { renewalOfId: m.otherEmployee });
      if (renewed && renewed.endDate && (contract.startDate as string) <= renewed.endDate) throw badRequest(m.refused, { startDate: m.renewalOrder(renewed.number) });
      // A renewal back from the trash marks nothing again: its delete left the renewed contract as it was.
      const [active] = write.action === 'restore' ? [] : await records.find('employeeContracts', { id: contract.renewalOfId, status: 'active' }, { lock: true });
      if (active) await records.update('employeeContracts', active.id as string, { status: 'renewed' }, causeOf(write));
    }
    if (contract.status !== 'active') return;
    const { rows: overlapping } = await client.query(
      `SELECT "number" FROM "employee_contracts" WHERE "employee_id" = $1 AND "status" = 'active' AND "id" IS DISTINCT FROM $2
         AND "start_date" <= coalesce($4::date, 'infinity') AND coalesce("end_date", 'infinity') >= $3::date LIMIT 1`,
      [contract.employeeId, write.id ?? null, contract.startDate, contract.endDate ?? null],
    );
    if (overlapping[0]) throw conflict(m.refused, { startDate: m.overlap(overlapping[0].number) });
  },
}));
