import { causeOf } from '../crud/cause';
import type { Row } from '../crud/crud.service';
import { reverseEntry } from '../rules/ledger';
import { defineOverride } from '../server-overrides/define';
import { commentOf } from './parts/edit-action';
import { halalasOrZero } from './parts/money';

// A journal entry: its month and totals follow its date and lines; it is posted (by the engine
// for a document, by another person for a manual one: the workflow's `notBy`) only balanced, on
// two lines at least, on active posting accounts, into an open month (made open by its first
// entry). The database holds the same (migration LedgerJournal): nothing unbalanced or in a
// closed month is ever stored as posted. A posted entry is corrected by its reversal.
export const override = defineOverride(({ records, rules }) => ({
  recordActions: {
    reverse: {
      run: async ({ resource, id, body, actor, reader, locale }, crud) =>
        crud.together(async () => {
          const entry = await crud.lockForAction(resource, id, locale, reader);
          const cause = { resource, id, action: 'reverse', actor, locale };
          return reverseEntry(records, entry, cause, commentOf(body as Row) || String(entry.description));
        }),
    },
  },
  beforeWrite: async (write, client) => {
    const { action, before, values, lines, actor, cause } = write;
    if (action === 'delete') return;
    // Who prepared it: the person who wrote it; a document's entry is the system's.
    if (action === 'create') values.preparedById = cause ? null : (actor?.id ?? null);
    const entry = { ...before, ...values };
    const entryLines = lines?.lines ?? [];
    const posted = entry.status === 'posted';
    let debit = 0;
    let credit = 0;
    for (const line of entryLines) {
      const [lineDebit, lineCredit] = [halalasOrZero(line.debit), halalasOrZero(line.credit)];
      debit += lineDebit;
      credit += lineCredit;
      Object.assign(line, { entryDate: entry.entryDate, posted, net: (lineDebit - lineCredit) / 100 });
    }
    Object.assign(values, { totalDebit: debit / 100, totalCredit: credit / 100, period: String(entry.entryDate).slice(0, 7) });
    // A draft back from the trash is as it went (only drafts are deleted).
    if (!posted || before?.status === 'posted' || action === 'restore') return;

    if (entryLines.length < 2) throw rules.refuse(write, 'twoLines', {}, 400, ['lines']);
    if (debit !== credit) throw rules.refuse(write, 'balanced', { debit: (debit / 100).toFixed(2), credit: (credit / 100).toFixed(2) }, 400, ['lines']);
    const accountIds = [...new Set(entryLines.map((line) => String(line.accountId)))];
    const usable = await records.find('accounts', { id: accountIds, isPosting: true, isActive: true });
    if (usable.length !== accountIds.length) throw rules.refuse(write, 'accountsKnown', {}, 409, ['lines']);
    // The month, taken in turns with its closing: none closes while an entry posts into it.
    const period = String(values.period);
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`accountingPeriods:${period}`]);
    const [month] = await records.find('accountingPeriods', { period }, { lock: true });
    if (!month) await records.create('accountingPeriods', { period, status: 'open' }, causeOf({ ...write, action }));
    else if (month.status === 'closed') throw rules.refuse(write, 'periodOpen', { period }, 409);
    // A document's entry is posted as it is written, by whoever wrote the document.
    if (action === 'create') Object.assign(values, { postedAt: new Date().toISOString(), postedById: cause?.actor?.id ?? actor?.id ?? null });
  },
}));
