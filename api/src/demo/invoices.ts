import type { DemoRow, DemoSeed } from './demo-seed';

// Academy and club invoices: subscriptions, kit, camps, hall rentals (SAR, 15 % VAT). The number
// and the totals come from the server; drafts, issued, paid and a canceled one.
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

export const demo: DemoSeed = (ctx) =>
  CUSTOMERS.flatMap(([customerName, customerEmail], index): DemoRow[] => {
    const issued = -Math.floor(ctx.random() * 60);
    const count = 1 + Math.floor(ctx.random() * 3);
    const items = Array.from({ length: count }, () => {
      const [description, quantity, unitPrice] = ctx.oneOf(LINES);
      return { description, quantity, unitPrice, vatRate: 15 };
    });
    const status = index === 0 ? 'draft' : index === 5 ? 'canceled' : ctx.oneOf(['issued', 'paid', 'paid'] as const);
    return [{ customerName, customerEmail, issueDate: ctx.dateFromToday(issued), dueDate: ctx.dateFromToday(issued + 30), status, items }];
  });
