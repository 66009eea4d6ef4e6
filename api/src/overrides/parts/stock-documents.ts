import type { PoolClient } from 'pg';
import { causeOf } from '../../crud/cause';
import type { PendingWrite, Row } from '../../crud/crud.service';
import { badRequest, conflict } from '../../crud/errors';
import type { Locale } from '../../i18n/messages';
import type { ServerOverride } from '../../server-overrides/define';
import { editAction } from './edit-action';
import type { Posting, StockLine } from './stock';

// The life of a stock document (schema/src/stock.ts): a draft may change or go; posting moves the
// stock (the document's own `post`), once; a posted document changes no more (its notes aside) and
// is undone only by `reverse`, with a reason, which posts the counter-movements. Who and when are
// kept for both.

const MESSAGES: Record<Locale, { refused: string; frozen: string; noDelete: string; noLines: string; reverseOnly: string; final: string; reason: string }> = {
  en: {
    refused: 'This stock document cannot be changed this way',
    frozen: 'A posted document is never edited: reverse it and post a new one',
    noDelete: 'Only a draft is deleted: a posted document is reversed',
    noLines: 'A document needs at least one line before it is posted',
    reverseOnly: 'A posted document is undone with Reverse, saying why',
    final: 'A reversed document stays as it is',
    reason: 'Say why the document is reversed',
  },
  ar: {
    refused: 'لا يمكن تعديل مستند المخزون بهذه الطريقة',
    frozen: 'لا يُعدَّل مستند مُرحَّل: اعكسه وأنشئ مستندًا جديدًا',
    noDelete: 'لا يُحذف إلا المسودة: المستند المُرحَّل يُعكس',
    noLines: 'يحتاج المستند إلى بند واحد على الأقل قبل ترحيله',
    reverseOnly: 'يُلغى المستند المُرحَّل بالعكس مع ذكر السبب',
    final: 'يبقى المستند المعكوس كما هو',
    reason: 'اذكر سبب عكس المستند',
  },
};

/** What one kind of stock document does when it posts and when it is reversed. */
export interface StockDocumentRules {
  /** Checks a draft's or a posting's lines (their items belong to the warehouse). */
  check?: (document: Row, lines: StockLine[], client: PoolClient, locale: Locale) => Promise<void>;
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
export const stockDocument = (rules: StockDocumentRules): ServerOverride => ({
  beforeWrite: async (write: PendingWrite, client) => {
    const { action, before, values, lines, linesBefore, linesGiven, locale, actor, recordAction } = write;
    const m = MESSAGES[locale];
    if (action === 'delete') {
      if (before?.status !== 'draft') throw conflict(m.noDelete, { status: m.noDelete });
      return;
    }
    const from = (before?.status as string | undefined) ?? 'draft';
    const to = recordAction?.name === 'post' ? 'posted' : recordAction?.name === 'reverse' ? 'reversed' : ((values.status as string | undefined) ?? from);
    const items = lines?.items ?? [];
    if (from === 'reversed') throw conflict(m.final, { status: m.final });
    if (from === 'posted') {
      const header = Object.keys(values).filter((key) => !HEADER_SYSTEM.has(key) && key !== 'status' && !sameValue(values[key], before?.[key]));
      if (header.length || (linesGiven && linesChanged(items, linesBefore?.items ?? []))) throw conflict(m.frozen, Object.fromEntries((header.length ? header : ['items']).map((key) => [key, m.frozen])));
      if (to === 'draft') throw conflict(m.frozen, { status: m.frozen });
      if (to === 'reversed' && recordAction?.name !== 'reverse') throw conflict(m.reverseOnly, { status: m.reverseOnly });
    }
    if (from === 'draft' && to === 'reversed') throw conflict(m.reverseOnly, { status: m.reverseOnly });
    const document: Row = { ...before, ...values };
    const stockLines = linesOf(items);
    rules.derive?.(values, items);
    if (from === 'draft') await rules.check?.(document, stockLines, client, locale);
    const posting = (): Posting => ({ documentNumber: String(document.number ?? ''), cause: causeOf(write) });
    if (from === 'draft' && to === 'posted') {
      if (!stockLines.length) throw badRequest(m.noLines, { items: m.noLines });
      Object.assign(values, { status: 'posted', postedById: actor?.id ?? null, postedAt: new Date().toISOString() });
      await rules.post(document, stockLines, client, posting());
    }
    if (from === 'posted' && to === 'reversed') {
      const reason = typeof recordAction?.body.comment === 'string' ? recordAction.body.comment.trim().slice(0, 500) : '';
      if (!reason) throw badRequest(m.reason, { comment: m.reason });
      Object.assign(values, { status: 'reversed', reversedById: actor?.id ?? null, reversedAt: new Date().toISOString(), reversalReason: reason });
      await rules.reverse(document, linesOf(linesBefore?.items ?? items), client, posting());
    }
  },
  recordActions: { post: editAction('post'), reverse: editAction('reverse') },
});
