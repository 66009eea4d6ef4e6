import type { DemoRow, DemoSeed } from './demo-seed';

// Receipts are written after the invoices they pay.
export const after = ['invoices'];

// The cash desk's receipts: the issued invoices paid but the newest (one of them in part), membership and
// academy fees, a sponsor's transfer; confirmed by the cashier, one draft, one canceled.
export const demo: DemoSeed = function* (ctx) {
  const users = ctx.ids('users');
  const cashier = users[8] ?? users[0]!;
  const records = ctx.records('invoices');
  const ids = ctx.ids('invoices');
  // Invoices still owed: issued, not a credit note, and not the one a credit note canceled.
  const credited = new Set(records.map((invoice) => invoice.creditedInvoiceId).filter(Boolean));
  const owed = records.flatMap((invoice, index) => (invoice.status === 'issued' && invoice.type !== 'creditNote' && !credited.has(ids[index]) ? [{ ...invoice, id: ids[index]! } as Record<string, unknown>] : []));
  const methods = ['transfer', 'mada', 'cheque', 'card', 'cash'] as const;
  // The newest invoice is still owed in full.
  for (const [index, invoice] of owed.slice(0, -1).entries()) {
    const method = methods[index % methods.length]!;
    const total = Number(invoice.total);
    // The third pays half now, the rest later.
    const amount = index === 2 ? Math.round(total * 50) / 100 : total;
    yield {
      voucherDate: ctx.dateFromToday(-index * 3),
      payerName: invoice.customerName,
      payerType: invoice.type === 'standard' ? 'company' : index % 2 ? 'parent' : 'member',
      amount,
      method,
      chequeNumber: method === 'cheque' ? `00${4417 + index}` : undefined,
      chequeDate: method === 'cheque' ? ctx.dateFromToday(-index * 3) : undefined,
      bankName: method === 'cheque' || method === 'transfer' ? ctx.oneOf(['مصرف الراجحي', 'Saudi National Bank', 'بنك الرياض', 'Alinma Bank']) : undefined,
      reference: method === 'cash' || method === 'cheque' ? undefined : `${method === 'transfer' ? 'TRF' : 'APP'}${String(380_211 + index * 977)}`,
      reason: index === 2 ? `دفعة أولى من الفاتورة ${invoice.number}` : `Payment of invoice ${invoice.number}`,
      invoiceIds: [invoice.id],
      $by: cashier,
      $actions: [{ name: 'confirm', by: cashier }],
    };
  }
  const others: readonly (readonly [string, string, number, (typeof methods)[number], string])[] = [
    ['سعد القحطاني', 'parent', 450, 'cash', 'رسوم أكاديمية شهر ربيع الآخر - فئة تحت 12'],
    ['Mona Al-Ghamdi', 'member', 1200, 'mada', 'Annual gym membership'],
    ['شركة الخليج للفعاليات', 'sponsor', 75_000, 'transfer', 'الدفعة الأولى من عقد رعاية الموسم'],
    ['Abdullah Al-Dosari', 'parent', 2200, 'card', 'Summer camp, two weeks'],
    ['نادي الشباب - قسم الناشئين', 'other', 4000, 'cheque', 'حجز الملعب الرئيسي لمباراة ودية'],
    ['Fahad Al-Shehri', 'member', 300, 'cash', 'Locker rental for the season'],
    ['ريم العنزي', 'parent', 189.5, 'mada', 'طقم تدريب إضافي'],
  ];
  for (const [index, [payerName, payerType, amount, method, reason]] of others.entries()) {
    const row: DemoRow = {
      voucherDate: ctx.dateFromToday(-2 - index * 4),
      payerName,
      payerType,
      amount,
      method,
      chequeNumber: method === 'cheque' ? '0091820' : undefined,
      chequeDate: method === 'cheque' ? ctx.dateFromToday(-2 - index * 4) : undefined,
      bankName: method === 'cheque' || method === 'transfer' ? 'مصرف الراجحي' : undefined,
      reference: method === 'cash' || method === 'cheque' ? undefined : `APP${String(512_400 + index * 131)}`,
      reason,
      $by: cashier,
      // The last is still a draft; the one before was written twice and canceled.
      $actions: index === others.length - 1 ? [] : index === others.length - 2 ? [{ name: 'cancel', by: cashier, comment: 'Duplicate of the previous receipt' }] : [{ name: 'confirm', by: cashier }],
    };
    yield row;
  }
};
