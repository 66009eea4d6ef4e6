import type { DemoSeed } from './demo-seed';

// [code, English, Arabic, debit, credit, company index (a receivable or payable per company)]
const BALANCES: readonly (readonly [string, string, string, number, number, number | undefined])[] = [
  ['1101', 'Cash on hand', 'الصندوق', 48_250, 0, undefined],
  ['1102', 'Al Rajhi Bank current account', 'حساب مصرف الراجحي الجاري', 1_862_400.55, 0, undefined],
  ['1201', 'Receivable: Modern Sport Co.', 'ذمم مدينة: شركة الرياضة الحديثة', 36_800, 0, 0],
  ['1201', 'Receivable: Gulf Events Co.', 'ذمم مدينة: شركة الخليج للفعاليات', 12_650, 0, 2],
  ['1501', 'Stadium and halls', 'الملاعب والصالات', 14_500_000, 0, undefined],
  ['1502', 'Buses', 'الحافلات', 1_340_000, 0, undefined],
  ['2101', 'Payable: Al-Futtaim Sports Equipment', 'ذمم دائنة: الفطيم للمعدات الرياضية', 0, 54_300, 3],
  ['2102', 'VAT payable', 'ضريبة القيمة المضافة المستحقة', 0, 27_418.3, undefined],
  ['2201', 'End-of-service provision', 'مخصص مكافأة نهاية الخدمة', 0, 612_000, undefined],
  ['3101', 'Club capital', 'رأس مال النادي', 0, 17_000_000, undefined],
  ['3201', 'Retained surplus', 'الفائض المرحّل', 0, 151_382.25, undefined],
  ['4101', 'Membership fee income', 'إيرادات رسوم العضوية', 0, 0, undefined],
  ['1203', 'Prepaid rent', 'إيجار مدفوع مقدمًا', 45_000, 0, undefined],
  ['5199', 'Expenses carried from last year, under review', 'مصروفات مرحّلة من العام الماضي قيد المراجعة', 3_500, 0, undefined],
];

// This year's opening balances, from the closing of the last: cash, bank, receivables, fixed
// assets, payables, provisions, capital, debits and credits in balance; most posted by finance, the last ones still drafts.
export const demo: DemoSeed = (ctx) => {
  const companies = ctx.ids('companies');
  const users = ctx.ids('users');
  const finance = users[3] ?? users[0]!;
  const fiscalYear = Number(ctx.dateFromToday(0).slice(0, 4));
  return BALANCES.map(([accountCode, accountName, accountNameAr, debit, credit, company], index) => ({
    fiscalYear,
    accountCode,
    accountName,
    accountNameAr,
    companyId: company === undefined ? undefined : companies[company],
    debit,
    credit,
    $by: finance,
    $actions: index < 10 ? [{ name: 'post', by: finance }] : [],
  }));
};
