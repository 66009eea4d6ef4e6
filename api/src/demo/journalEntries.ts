import type { DemoSeed } from './demo-seed';
import { PROJECT_SPENDING } from './projects';

// The accountant's own entries beside those the documents post: accruals and reclassifications
// prepared by the accountant and posted by finance, one reversed (posted twice), the latest still
// drafts awaiting review. Accounts are named by their code in the seeded chart.
export const after = ['openingBalances', 'departments', 'projects'];

const ENTRIES: readonly { days: number; description: string; lines: readonly [code: string, debit: number, credit: number][]; state: 'draft' | 'posted' | 'reversed' }[] = [
  { days: -75, description: 'استحقاق فاتورة الكهرباء لشهر سابق', lines: [['5103', 18_420, 0], ['2101', 0, 18_420]], state: 'posted' },
  { days: -62, description: 'إعادة تصنيف مصروف صيانة المسبح إلى المعدات', lines: [['5104', 6_750, 0], ['5102', 0, 6_750]], state: 'posted' },
  { days: -48, description: 'استحقاق رواتب المدربين المتعاقدين', lines: [['5101', 94_000, 0], ['2103', 0, 94_000]], state: 'reversed' },
  { days: -40, description: 'عمولة البنك على التحويلات الدولية', lines: [['5199', 345.5, 0], ['1102', 0, 345.5]], state: 'posted' },
  { days: -27, description: 'تسوية نقدية الصندوق بعد الجرد', lines: [['5199', 120, 0], ['1101', 0, 120]], state: 'posted' },
  { days: -15, description: 'إيراد رعاية مستحق من شركة الرياضة الحديثة', lines: [['1201', 250_000, 0], ['4105', 0, 250_000]], state: 'posted' },
  { days: -6, description: 'استحقاق اشتراكات التأمينات الاجتماعية', lines: [['5101', 21_380, 0], ['2104', 0, 21_380]], state: 'draft' },
  { days: -2, description: 'إيجار الملعب الفرعي المدفوع مقدمًا', lines: [['1203', 36_000, 0], ['1102', 0, 36_000]], state: 'draft' },
];

export const demo: DemoSeed = (ctx) => {
  const users = ctx.ids('users');
  const accountant = users[19] ?? users[0]!;
  const finance = users[3] ?? users[0]!;
  const projects = ctx.ids('projects');
  // What each project spent, charged to it in its first weeks (its spending follows the ledger).
  const charges = PROJECT_SPENDING.flatMap(({ nameAr, start, amount }, index) =>
    amount > 0 && projects[index]
      ? [{
          entryDate: ctx.dateFromToday(Math.min(start + 10, -1)),
          description: `مصروفات مشروع: ${nameAr}`,
          lines: [
            { accountId: '5104', debit: amount, credit: 0, projectId: projects[index] },
            { accountId: '1102', debit: 0, credit: amount },
          ],
          $by: accountant,
          $actions: [{ name: 'post', by: finance }],
        }]
      : [],
  );
  return [...charges, ...ENTRIES.map(({ days, description, lines, state }) => ({
    entryDate: ctx.dateFromToday(days),
    description,
    lines: lines.map(([accountId, debit, credit]) => ({ accountId, debit, credit })),
    $by: accountant,
    $actions: [
      ...(state === 'draft' ? [] : [{ name: 'post', by: finance }]),
      ...(state === 'reversed' ? [{ name: 'reverse', by: finance, comment: 'سُجّل مرتين: الرواتب مرحّلة في مسير الشهر' }] : []),
    ],
  }))];
};
