import type { Locale } from '../i18n/messages';
import { badRequest } from '../crud/errors';
import { defineOverride } from '../server-overrides/define';

type Row = Record<string, unknown>;
type Status = 'draft' | 'issued' | 'paid' | 'canceled';

// Draft → issued → paid; a draft or an issued invoice may be canceled. Paid and canceled are final.
const NEXT: Record<Status, readonly Status[]> = { draft: ['issued', 'canceled'], issued: ['paid', 'canceled'], paid: [], canceled: [] };

const MESSAGES: Record<Locale, { refused: string; transition: (from: string, to: string) => string; linesLocked: string; noLines: string }> = {
  en: {
    refused: 'This invoice cannot be changed this way',
    transition: (from, to) => `An invoice that is ${from} cannot become ${to}`,
    linesLocked: 'The lines of an invoice can change only while it is a draft',
    noLines: 'An invoice needs at least one line before it is issued',
  },
  ar: {
    refused: 'لا يمكن تعديل هذه الفاتورة بهذه الطريقة',
    transition: (from, to) => `لا يمكن أن تصبح الفاتورة «${to}» وهي «${from}»`,
    linesLocked: 'لا تتغير بنود الفاتورة إلا وهي مسودة',
    noLines: 'تحتاج الفاتورة إلى بند واحد على الأقل قبل إصدارها',
  },
};

const STATUS_LABELS: Record<Locale, Record<Status, string>> = {
  en: { draft: 'a draft', issued: 'issued', paid: 'paid', canceled: 'canceled' },
  ar: { draft: 'مسودة', issued: 'صادرة', paid: 'مدفوعة', canceled: 'ملغاة' },
};

// Money is computed in halalas (1/100 SAR) with integers, quantities and rates to 4 decimals:
// no floating-point drift, each line rounded once, half away from zero.
const scaled = (value: unknown, scale: number): bigint => BigInt(Math.round(Number(value) * scale));
const divideRounded = (numerator: bigint, denominator: bigint): bigint => (numerator * 2n + denominator) / (denominator * 2n);
const riyals = (halalas: bigint): number => Number(halalas) / 100;

const lineAmount = (line: Row): bigint => divideRounded(scaled(line.quantity, 10_000) * scaled(line.unitPrice, 100), 10_000n);
const lineVat = (line: Row, amount: bigint): bigint => divideRounded(amount * scaled(line.vatRate, 10_000), 1_000_000n);

const linesChanged = (lines: readonly Row[], before: readonly Row[]): boolean =>
  lines.length !== before.length ||
  lines.some((line, index) => ['description', 'quantity', 'unitPrice', 'vatRate'].some((field) => String(line[field]) !== String(before[index]?.[field])));

export const override = defineOverride(() => ({
  beforeWrite: ({ action, before, values, lines, linesBefore, linesGiven, locale }) => {
    if (action === 'delete' || !lines) return;
    const m = MESSAGES[locale];
    const items = lines.items ?? [];
    const from = (before?.status ?? 'draft') as Status;
    const to = (values.status ?? from) as Status;
    if (action === 'update' && to !== from && !NEXT[from].includes(to)) {
      throw badRequest(m.refused, { status: m.transition(STATUS_LABELS[locale][from], STATUS_LABELS[locale][to]) });
    }
    if (action === 'update' && from !== 'draft' && linesGiven && linesChanged(items, linesBefore?.items ?? [])) throw badRequest(m.refused, { items: m.linesLocked });
    if (to === 'issued' && items.length === 0) throw badRequest(m.refused, { items: m.noLines });
    // The totals always follow the lines: whatever a client sends for them is not taken.
    let subtotal = 0n;
    let vat = 0n;
    for (const line of items) {
      const amount = lineAmount(line);
      line.amount = riyals(amount);
      subtotal += amount;
      vat += lineVat(line, amount);
    }
    Object.assign(values, { subtotal: riyals(subtotal), vatTotal: riyals(vat), total: riyals(subtotal + vat) });
  },
}));
