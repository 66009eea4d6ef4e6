import { CLUB_TIME_ZONE } from '@club/schema';
import type { PoolClient } from 'pg';
import type { Locale } from '../i18n/messages';
import type { Outbox } from '../outbox';
import { causeOf, type Cause } from '../crud/cause';
import type { Records } from '../crud/records';
import type { RuleRefusals } from '../rules/refusals';
import { defineOverride } from '../server-overrides/define';
import { bilingualEmail } from './parts/bilingual-email';

interface EndingContract {
  id: string;
  number: string;
  endDate: string;
  fullName: string;
  fullNameAr: string | null;
  recipients: string[];
}

/** The reminder (Arabic, then English), its words from locales/. */
const reminderOf = (rules: RuleRefusals, contract: EndingContract, link: string) => {
  const say = (locale: Locale, name: string) => {
    const words = { number: contract.number, name, date: contract.endDate };
    return { subject: rules.text({ resource: 'employeeContracts', locale }, 'reminderSubject', words), text: rules.text({ resource: 'employeeContracts', locale }, 'reminderText', words) };
  };
  return bilingualEmail(say('ar', contract.fullNameAr ?? contract.fullName), say('en', contract.fullName), link);
};

/**
 * Contracts in force that end within the HR settings' reminder days and were not announced yet:
 * one email to HR's mailbox and one to the employee's manager (their own, else the department's),
 * queued with the contract marked, in one transaction. A contract with nobody to tell waits.
 */
const remindOfEndingContracts = async (records: Records, rules: RuleRefusals, client: PoolClient, cause: Cause, outbox: Outbox, publicUrl: string): Promise<number> => {
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
    const message = reminderOf(rules, contract, `${publicUrl}/hr/ContractRenewal/${contract.id}/show`);
    for (const recipient of recipients) await outbox.enqueue(client, { channel: 'email', kind: 'contractExpiry', recipient, ...message });
    await records.update('employeeContracts', contract.id, { reminderSentAt: new Date() }, cause);
    sent += 1;
  }
  return sent;
};

// Contracts: one in force per employee, a fixed-term one's end after its start, a renewal after
// the contract it renews ends: declared. What stays: a renewal is of the same employee's contract,
// which then counts as renewed; a contract about to end is announced once (a new end date is
// announced afresh).
export const override = defineOverride(({ records, outbox, publicUrl, rules }) => ({
  schedule: {
    endReminders: { everyMinutes: 60, run: (client, cause) => remindOfEndingContracts(records, rules, client, cause, outbox, publicUrl) },
  },
  beforeWrite: async (write) => {
    if (write.action === 'delete') return;
    if (write.action === 'update' && 'endDate' in write.values && write.values.endDate !== write.before?.endDate) write.values.reminderSentAt = null;
    const contract = { ...write.before, ...write.values };
    if (!contract.renewalOfId || (write.action !== 'create' && contract.renewalOfId === write.before?.renewalOfId)) return;
    const [renewed] = await records.find('employeeContracts', { id: contract.renewalOfId }, { limit: 1, lock: true });
    if (renewed && renewed.employeeId !== contract.employeeId) throw rules.refuse(write, 'renewsOwnContract');
    // A renewal back from the trash marks nothing again: its delete left the renewed contract as it was.
    if (renewed?.status === 'active' && write.action !== 'restore') await records.update('employeeContracts', renewed.id as string, { status: 'renewed' }, causeOf(write));
  },
}));
