import type { Cause } from '../../crud/cause';
import type { Records } from '../../crud/records';
import type { Outbox } from '../../outbox';
import type { RuleRefusals } from '../../rules/refusals';
import type { PoolClient } from 'pg';
import { addDays, todayInRiyadh } from './club-calendar';

/** Days before the due date the first reminder goes out. */
export const REMINDER_DAYS_BEFORE = 3;

type Step = 'beforeDue' | 'dueDay';

/** Where an invoice keeps when each step's reminder went out. */
const SENT_AT: Record<Step, string> = { beforeDue: 'beforeDueReminderAt', dueDay: 'dueDayReminderAt' };

/** The reminder an open invoice is owed today, if any: 3 days ahead, then on the day (a run missed catches up within the window). */
const stepOf = (invoice: Record<string, unknown>, dueDate: string, today: string): Step | undefined => {
  if (dueDate > today && dueDate <= addDays(today, REMINDER_DAYS_BEFORE) && !invoice.beforeDueReminderAt) return 'beforeDue';
  if (dueDate <= today && dueDate >= addDays(today, -REMINDER_DAYS_BEFORE) && !invoice.dueDayReminderAt) return 'dueDay';
  return undefined;
};

/**
 * Emails each open invoice's customer before its due date and on it (Arabic first, then English,
 * the invoice attached), once per step: the step is kept on the invoice in the same transaction
 * as the message, through its rules (an entry in its history).
 */
export const remindDue = async (client: PoolClient, records: Records, rules: RuleRefusals, outbox: Outbox, cause: Cause): Promise<number> => {
  const today = todayInRiyadh();
  const open = await records.find('invoices', { status: ['issued', 'partiallyPaid'], type: ['simplified', 'standard'], dueDate_gte: addDays(today, -REMINDER_DAYS_BEFORE), dueDate_lte: addDays(today, REMINDER_DAYS_BEFORE) }, { lock: true });
  let sent = 0;
  for (const invoice of open) {
    const dueDate = String(invoice.dueDate).slice(0, 10);
    const step = stepOf(invoice, dueDate, today);
    if (!step || !invoice.customerEmail) continue;
    const words = (locale: 'ar' | 'en') => {
      const at = { resource: 'invoices', locale };
      const values = { number: String(invoice.number ?? ''), date: dueDate, amount: Number(invoice.remainingAmount ?? invoice.total ?? 0).toFixed(2), name: String(invoice.customerName) };
      return { subject: rules.text(at, `${step}Subject`, values), text: rules.text(at, `${step}Text`, values) };
    };
    const [ar, en] = [words('ar'), words('en')];
    await outbox.enqueue(client, {
      channel: 'email', kind: 'document', recipient: String(invoice.customerEmail),
      subject: `${ar.subject} · ${en.subject}`, body: [ar.text, '', en.text].join('\n'),
      attachment: { resource: 'invoices', recordId: String(invoice.id), language: 'ar' },
    });
    await records.update('invoices', String(invoice.id), { [SENT_AT[step]]: new Date() }, cause);
    sent += 1;
  }
  return sent;
};
