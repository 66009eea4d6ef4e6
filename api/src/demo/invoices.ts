import type { DemoRow, DemoSeed } from './demo-seed';

// Issued invoices name the club as seller, from its settings.
export const after = ['websiteSettings'];

// Academy and club invoices: subscriptions, kit, camps, hall rentals (SAR, 15 % VAT). The number
// and the totals come from the server; drafts, issued ones (paid by receipt vouchers), and one
// canceled by a credit note.
const CUSTOMERS: readonly (readonly [string, string | undefined])[] = [
  ['أكاديمية النجوم الصاعدة', 'accounts@rising-stars.sa'],
  ['Riyadh International School', 'finance@ris.edu.sa'],
  ['ولي الأمر: سعد القحطاني', undefined],
  ['Al-Hilal Youth Camp', 'camps@alhilal.example'],
  ['شركة الرياضة الحديثة', 'billing@modern-sport.sa'],
  ['Parent: Mona Al-Ghamdi', 'mona.ghamdi@example.com'],
  ['نادي الشباب - قسم الناشئين', undefined],
  ['Eastern Province Football Federation', 'finance@epff.example'],
  ['مدرسة المملكة الأهلية', 'accounts@kingdom-school.sa'],
  ['Parent: Abdullah Al-Dosari', 'a.dosari@example.sa'],
  ['شركة الخليج للفعاليات', 'finance@gulf-events.sa'],
  ['Jeddah Sports Academy', 'billing@jsa.example'],
];

const LINES: readonly (readonly [string, number, number])[] = [
  ['اشتراك أكاديمية شهري - فئة تحت 12', 1, 450],
  ['Monthly academy subscription (U-14)', 1, 500],
  ['طقم تدريب كامل', 2, 189.5],
  ['Match kit with name and number', 1, 249],
  ['معسكر صيفي - أسبوعان', 1, 2200],
  ['Indoor hall rental, per hour', 3, 350],
  ['حجز الملعب الرئيسي - مباراة ودية', 1, 4000],
  ['Goalkeeper gloves', 2, 129.99],
  ['فحص طبي رياضي', 1, 300],
  ['Bus transport to away match', 1, 1200],
];

// Lines that bear no VAT, each with ZATCA's reason (its category E or Z): one on the first invoices.
const UNTAXED: readonly (readonly [string, number, string])[] = [
  ['رسوم تحويل بنكي', 15, 'financialServices'],
  ['Staff housing rent, one month', 3500, 'residentialRealEstate'],
  ['شحن معدات إلى نادٍ خليجي', 1800, 'exportOfGoods'],
  ['Coaching clinic for a Bahraini club', 6000, 'exportOfServices'],
  ['أدوية إسعافات أولية معتمدة', 240, 'qualifyingMedicines'],
  ['Academy tuition for a Saudi student', 1200, 'privateEducation'],
  ['علاج طبيعي لمواطن', 450, 'privateHealthcare'],
];

// A generator: the credit note is made after the invoice it cancels, whose id it then knows.
export const demo: DemoSeed = function* (ctx) {
  for (const [index, [customerName, customerEmail]] of CUSTOMERS.entries()) {
    const issued = -Math.floor(ctx.random() * 60);
    const count = 1 + Math.floor(ctx.random() * 3);
    const items = Array.from({ length: count }, () => {
      const [description, quantity, unitPrice] = ctx.oneOf(LINES);
      return { description, quantity, unitPrice, vatRate: 15 } as DemoRow;
    });
    const untaxed = UNTAXED[index];
    if (untaxed) items.push({ description: untaxed[0], quantity: 1, unitPrice: untaxed[1], vatRate: 0, vatExemptionReason: untaxed[2] });
    // Companies get a standard (business) invoice with their VAT number; people a simplified one.
    const business = index % 3 === 1;
    const invoice: DemoRow = {
      customerName,
      customerEmail,
      type: business ? 'standard' : 'simplified',
      customerVatNumber: business ? `3${String(100_000_000_000 + index * 7_919).padStart(13, '0')}3` : undefined,
      issueDate: ctx.dateFromToday(issued),
      dueDate: ctx.dateFromToday(issued + 30),
      items,
    };
    // Two drafts, one of them dropped; the others issued (receipt vouchers pay most of them).
    if (index === 0 || index === 6) {
      yield { ...invoice, status: 'draft', $then: index === 6 ? [{ resource: 'invoices', values: { status: 'canceled' } }] : undefined };
      continue;
    }
    yield { ...invoice, status: 'issued' };
    // The sixth was issued to the wrong customer: a credit note for its whole total cancels it.
    if (index === 5) {
      const ids = ctx.ids('invoices');
      yield { ...invoice, type: 'creditNote', creditedInvoiceId: ids[ids.length - 1], status: 'issued', notes: 'Issued to the wrong customer' };
    }
  }
};
