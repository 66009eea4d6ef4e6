import type { PoolClient } from 'pg';
import { causeOf } from '../../crud/cause';
import type { PendingWrite, Row } from '../../crud/crud.service';
import type { RuleRefusals } from '../../rules/refusals';
import type { ServerOverride } from '../../server-overrides/define';
import { editAction } from './edit-action';
import type { Posting, StockLine } from './stock';

// The life of a stock document (schema/src/stock.ts): a draft may change or go; posting moves the
// stock (the document's own `post`), once; a posted document changes no more (its notes aside) and
// is undone only by `reverse`, with a reason, which posts the counter-movements. Who and when are
// kept for both. Its refusals are the document's postingChecks (schema/src/stock.ts).

/** What one kind of stock document does when it posts and when it is reversed. */
export interface StockDocumentRules {
  /** Checks a draft's or a posting's lines (their items belong to the warehouse). */
  check?: (document: Row, lines: StockLine[], client: PoolClient, write: PendingWrite) => Promise<void>;
  /** Completes derived values (totals) from the lines. */
  derive?: (document: Row, lines: Row[]) => void;
  post: (document: Row, lines: StockLine[], client: PoolClient, posting: Posting) => Promise<void>;
  reverse: (document: Row, lines: StockLine[], client: PoolClient, posting: Posting) => Promise<void>;
}

const HEADER_SYSTEM = new Set(['version', 'notes']);

const sameValue = (a: unknown, b: unknown) => (a ?? null) === (b ?? null) || JSON.stringify(a ?? null) === JSON.stringify(b ?? null) || String(a) === String(b);

const linesOf = (lines: Row[] | undefined): StockLine[] =>
  (lines ?? []).map((line, index) => ({ itemId: String(line.itemId), quantity: line.quantity, unitCost: line.unitCost, at: `items.${index}` }));

const linesChanged = (lines: Row[], before: Row[]) =>
  lines.length !== before.length || lines.some((line, index) => ['itemId', 'quantity', 'unitCost'].some((field) => !sameValue(line[field], before[index]?.[field])));


/** The server override of a stock document: its hooks and its `post` and `reverse` actions. */
export const stockDocument = (rules: RuleRefusals, kind: StockDocumentRules): ServerOverride => ({
  beforeWrite: async (write: PendingWrite, client) => {
    const { action, before, values, lines, linesBefore, linesGiven, actor, recordAction } = write;
    if (action === 'delete') {
      if (before?.status !== 'draft') throw rules.refuse(write, 'onlyDraftDeleted', {}, 409);
      return;
    }
    const from = (before?.status as string | undefined) ?? 'draft';
    const to = recordAction?.name === 'post' ? 'posted' : recordAction?.name === 'reverse' ? 'reversed' : ((values.status as string | undefined) ?? from);
    const items = lines?.items ?? [];
    if (from === 'reversed') throw rules.refuse(write, 'reversedStays', {}, 409);
    if (from === 'posted') {
      const header = Object.keys(values).filter((key) => !HEADER_SYSTEM.has(key) && key !== 'status' && !sameValue(values[key], before?.[key]));
      if (header.length || (linesGiven && linesChanged(items, linesBefore?.items ?? []))) throw rules.refuse(write, 'postedUnchanged', {}, 409, header.length ? header : ['items']);
      if (to === 'draft') throw rules.refuse(write, 'postedUnchanged', {}, 409);
      if (to === 'reversed' && recordAction?.name !== 'reverse') throw rules.refuse(write, 'reverseToUndo', {}, 409);
    }
    if (from === 'draft' && to === 'reversed') throw rules.refuse(write, 'reverseToUndo', {}, 409);
    const document: Row = { ...before, ...values };
    const stockLines = linesOf(items);
    kind.derive?.(values, items);
    if (from === 'draft') await kind.check?.(document, stockLines, client, write);
    const posting = (): Posting => ({ documentNumber: String(document.number ?? ''), cause: causeOf(write), rules });
    if (from === 'draft' && to === 'posted') {
      if (!stockLines.length) throw rules.refuse(write, 'linesToPost');
      Object.assign(values, { status: 'posted', postedById: actor?.id ?? null, postedAt: new Date().toISOString() });
      await kind.post(document, stockLines, client, posting());
    }
    if (from === 'posted' && to === 'reversed') {
      const reason = typeof recordAction?.body.comment === 'string' ? recordAction.body.comment.trim().slice(0, 500) : '';
      if (!reason) throw rules.refuse(write, 'reversalReason');
      Object.assign(values, { status: 'reversed', reversedById: actor?.id ?? null, reversedAt: new Date().toISOString(), reversalReason: reason });
      await kind.reverse(document, linesOf(linesBefore?.items ?? items), client, posting());
    }
  },
  recordActions: { post: editAction('post'), reverse: editAction('reverse') },
});
