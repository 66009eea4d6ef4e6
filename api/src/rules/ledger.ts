import { meetsCondition, purposeFor, type AnyResource, type LedgerPosting, type PostingLine } from '@club/schema';
import { causeOf } from '../crud/cause';
import type { Row, WriteEvent, WriteHook } from '../crud/crud.service';
import type { Records } from '../crud/records';
import { summaryOf } from '../audit/record-summaries';
import { halalasOrZero } from '../overrides/parts/money';
import type { RuleMessages } from './rule-messages';
import type { RuleRefusals } from './refusals';

const ENTRIES = 'journalEntries';


/** The entry's date: a date as it is; a month at its last day; a year at its first. */
const entryDateOf = (resource: AnyResource, posting: LedgerPosting, record: Row): string => {
  const value = record[posting.date];
  const kind = resource.fields[posting.date]?.kind;
  if (kind === 'integer') return `${value}-01-01`;
  if (kind === 'text') {
    const [year, month] = String(value).split('-').map(Number);
    return new Date(Date.UTC(year!, month!, 0)).toISOString().slice(0, 10);
  }
  return String(value instanceof Date ? value.toISOString() : value).slice(0, 10);
};

/**
 * A resource's declared postings (schema/src/ledger.ts) kept by the engine: after a write that
 * brings a record to hold a posting's `when`, its journal entry is created through the engine
 * (the journal's own rules: balanced, an open month, its audit entry naming the document); after
 * one that brings it to `reverseWhen`, the mirror of that entry. In the write's transaction: a
 * refused entry (a closed month, an account not set) refuses the document's write with why.
 */
export class LedgerPostings {
  constructor(
    private readonly records: Records,
    private readonly messages: RuleMessages,
    private readonly refusals: RuleRefusals,
  ) {}

  hook(resource: AnyResource): WriteHook {
    return async (event) => {
      // A record back from the trash posted nothing it had not posted before it went.
      if ((event.action !== 'create' && event.action !== 'update') || !event.after) return;
      for (const posting of resource.ledger ?? []) {
        if (meetsCondition(event.after, posting.when) && !(event.before && meetsCondition(event.before, posting.when))) await this.post(resource, posting, event);
        else if (posting.reverseWhen && meetsCondition(event.after, posting.reverseWhen) && !(event.before && meetsCondition(event.before, posting.reverseWhen))) await this.reverse(resource, event);
      }
    };
  }

  /**
   * A line's amounts in halalas with the centres each carries: the record's own, or (`each`) those
   * of the records that refer to it, summed per centres.
   */
  private async amountsOf(line: PostingLine, record: Row, id: string): Promise<{ amount: number; centres: Row }[]> {
    const field = line.debit ?? line.credit!;
    const centresOf = (row: Row): Row => Object.fromEntries(Object.entries(line.centres ?? {}).map(([centre, name]) => [centre, row[name!] ?? null]));
    if (!line.each) return [{ amount: halalasOrZero(record[field]), centres: centresOf(record) }];
    const sums = new Map<string, { amount: number; centres: Row }>();
    for (const row of await this.records.find(line.each.of, { [line.each.via]: id }, { orderBy: ['createdAt', 'ASC'] })) {
      const centres = centresOf(row);
      const key = JSON.stringify(centres);
      const sum = sums.get(key) ?? { amount: 0, centres };
      sum.amount += halalasOrZero(row[field]);
      sums.set(key, sum);
    }
    return [...sums.values()];
  }

  private async post(resource: AnyResource, posting: LedgerPosting, event: WriteEvent): Promise<void> {
    const record = event.after!;
    const lines: Row[] = [];
    for (const line of posting.lines) {
      if (line.when && !meetsCondition(record, line.when)) continue;
      for (const { amount, centres } of await this.amountsOf(line, record, event.id)) {
        if (amount === 0) continue;
        // A negative amount sits on the other side.
        const debit = (line.debit !== undefined) === amount > 0;
        lines.push({ accountId: await this.accountOf(line, record, event), debit: debit ? Math.abs(amount) / 100 : 0, credit: debit ? 0 : Math.abs(amount) / 100, ...centres });
      }
    }
    // Nothing to post (a voucher of no amount is refused by its own rules): no empty entry.
    if (lines.length === 0) return;
    const summary = summaryOf(record, typeof resource.recordRepresentation === 'string' ? [resource.recordRepresentation] : resource.recordRepresentation);
    await this.records.create(
      ENTRIES,
      {
        entryDate: entryDateOf(resource, posting, record),
        description: summary ?? this.messages.resourceName(event.locale, resource.name),
        kind: 'document',
        status: 'posted',
        sourceResource: resource.name,
        sourceId: event.id,
        lines,
      },
      causeOf(event),
    );
  }

  /** The mirror of the record's entry, dated today. */
  private async reverse(resource: AnyResource, event: WriteEvent): Promise<void> {
    const [entry] = await this.records.find(ENTRIES, { sourceResource: resource.name, sourceId: event.id, kind: 'document' });
    if (!entry) return;
    await reverseEntry(this.records, entry, causeOf(event), String(entry.description));
  }

  /** The account a line posts to: the one mapped to its purpose, or the one whose code the record holds. */
  private async accountOf(line: PostingLine, record: Row, event: WriteEvent): Promise<string> {
    const write = { resource: ENTRIES, locale: event.locale };
    if (typeof line.account !== 'string') {
      const code = String(record[line.account.code] ?? '');
      const [account] = await this.records.find('accounts', { code });
      if (!account) throw this.refusals.refuse(write, 'accountUnknown', { code }, 409);
      return String(account.id);
    }
    const purpose = purposeFor(line.account, record);
    const [mapping] = await this.records.find('postingAccounts', { purpose });
    if (!mapping?.accountId) throw this.refusals.refuse(write, 'purposeUnmapped', { purpose: this.messages.state(event.locale, 'postingAccounts', 'purpose', purpose) }, 409);
    return String(mapping.accountId);
  }
}

/**
 * The mirror of a posted entry (each debit a credit and back), posted today through the engine:
 * how a posted entry is corrected, by a person (its `reverse` action) or by its document (a goods
 * receipt reversed). The engine refuses a second reversal of one entry.
 */
export const reverseEntry = async (records: Records, entry: Row, cause: Parameters<Records['create']>[2], description: string): Promise<Row> => {
  const lines = await records.find('journalLines', { entryId: entry.id }, { orderBy: ['position', 'ASC'] });
  return records.create(
    ENTRIES,
    {
      entryDate: new Date().toISOString().slice(0, 10),
      description,
      kind: 'reversal',
      status: 'posted',
      sourceResource: entry.sourceResource ?? null,
      sourceId: entry.sourceId ?? null,
      reversesId: entry.id,
      lines: lines.map((line) => ({ accountId: line.accountId, memo: line.memo ?? null, debit: Number(line.credit), credit: Number(line.debit), departmentId: line.departmentId ?? null, projectId: line.projectId ?? null, teamId: line.teamId ?? null })),
    },
    cause,
  );
};
