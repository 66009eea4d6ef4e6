import type { DemoSeed } from './demo-seed';

// What the club paid out this quarter: suppliers, staff, utilities, rent; confirmed by the
// finance manager, one draft waiting, one canceled.
const PAYMENTS: readonly (readonly [string, string, string, number, string, string])[] = [
  ['شركة الكهرباء السعودية', 'supplier', 'utilities', 18_420.75, 'transfer', 'فاتورة كهرباء الملاعب لشهر أكتوبر'],
  ['Al-Futtaim Sports Equipment', 'supplier', 'equipment', 36_800, 'cheque', 'Training balls, cones and goal nets'],
  ['مؤسسة الصيانة المتكاملة', 'supplier', 'maintenance', 9_750, 'transfer', 'صيانة أنظمة التكييف في الصالة المغلقة'],
  ['Yousef Al-Harbi', 'employee', 'salaries', 2_500, 'transfer', 'Overtime allowance, October'],
  ['شركة النقل الجماعي', 'supplier', 'transport', 6_300, 'cheque', 'نقل الفريق الأول إلى مباراة الدمام'],
  ['Riyadh Medical Centre', 'supplier', 'medical', 4_150, 'card', 'Pre-season medical checks'],
  ['مالك المستودع الشمالي', 'other', 'rent', 45_000, 'cheque', 'إيجار المستودع للربع الرابع'],
  ['Omar Al-Subaie', 'player', 'events', 1_200, 'cash', 'Camp pocket money'],
  ['شركة الاتصالات السعودية', 'supplier', 'utilities', 2_310.4, 'mada', 'الإنترنت والهاتف لمقر النادي'],
  ['Catering Gulf Co.', 'supplier', 'events', 12_650, 'transfer', 'Catering for the community day'],
  ['Hassan Al-Malki', 'employee', 'other', 780, 'cash', 'Petty cash refund: office supplies'],
  ['مؤسسة الأمن والحماية', 'supplier', 'other', 15_000, 'transfer', 'حراسة الملعب لشهر نوفمبر'],
];

// Signed on the payments' route: the routes first.
export const after = ['approvalRoutes'];

export const demo: DemoSeed = function* (ctx) {
  const users = ctx.ids('users');
  const finance = users[3] ?? users[0]!;
  // The accountant writes each voucher; the finance manager confirms it (never the one who prepared it).
  const accountant = users[19] ?? users[0]!;
  const secondSigner = users[2] ?? users[0]!;
  for (const [index, [payeeName, payeeType, expenseCategory, amount, method, reason]] of PAYMENTS.entries()) {
    yield {
      voucherDate: ctx.dateFromToday(-1 - index * 6),
      payeeName,
      payeeType,
      expenseCategory,
      amount,
      method,
      chequeNumber: method === 'cheque' ? `00${7710 + index}` : undefined,
      chequeDate: method === 'cheque' ? ctx.dateFromToday(-1 - index * 6) : undefined,
      bankName: method === 'cheque' || method === 'transfer' ? ctx.oneOf(['مصرف الراجحي', 'Saudi National Bank', 'بنك البلاد']) : undefined,
      reference: method === 'cash' || method === 'cheque' ? undefined : `PAY${String(90_114 + index * 53)}`,
      reason,
      $by: accountant,
      // Signed on the payments' route (demo/approvalRoutes.ts): the newest waits for the executive
      // director; the rent, above SAR 40,000, was signed by the administrative affairs director too;
      // the eleventh was entered twice and canceled.
      $actions: index === 0 ? [] : index === 10 ? [{ name: 'cancel', by: finance, comment: 'Entered twice' }] : [{ name: 'confirm', by: finance }, ...(amount >= 40_000 ? [{ name: 'confirm', by: secondSigner }] : [])],
    };
  }
};
