import type { DemoRow, DemoSeed } from './demo-seed';
import { demoPdf } from './parts/pdf';

// [English, Arabic, type, effective (days from today), where it stands]
type Stage = 'draft' | 'underReview' | 'approved' | 'archived';
const DOCUMENTS: readonly (readonly [string, string, string, number, Stage])[] = [
  ['Articles of association', 'النظام الأساسي للنادي', 'bylaw', -900, 'approved'],
  ['Board of directors charter', 'ميثاق مجلس الإدارة', 'charter', -700, 'approved'],
  ['Audit committee charter', 'ميثاق لجنة المراجعة', 'charter', -400, 'approved'],
  ['Delegation of authority policy', 'سياسة تفويض الصلاحيات', 'policy', -300, 'approved'],
  ['Procurement procedure', 'إجراء المشتريات', 'procedure', -200, 'approved'],
  ['Player safeguarding policy', 'سياسة حماية اللاعبين', 'policy', -150, 'approved'],
  ['Minutes of the general assembly 2025', 'محضر الجمعية العمومية 2025', 'minutes', -330, 'approved'],
  ['Decision: ticket prices for the season', 'قرار: أسعار التذاكر للموسم', 'decision', -60, 'approved'],
  ['Remote work procedure', 'إجراء العمل عن بعد', 'procedure', -500, 'archived'],
  ['Data protection policy', 'سياسة حماية البيانات', 'policy', 30, 'underReview'],
  ['Sponsorship acceptance policy', 'سياسة قبول الرعايات', 'policy', 45, 'draft'],
  ['Whistleblowing procedure', 'إجراء الإبلاغ عن المخالفات', 'procedure', 20, 'underReview'],
];

const actionsTo = (stage: Stage, by: string) => [
  ...(stage === 'draft' ? [] : [{ name: 'submit', by }]),
  ...(stage === 'approved' || stage === 'archived' ? [{ name: 'approve', by, comment: 'Approved by the board' }] : []),
  ...(stage === 'archived' ? [{ name: 'archive', by, comment: 'Replaced by the hybrid work policy of HR' }] : []),
];

// The club's bylaws, charters, policies, procedures, minutes and decisions: most approved, one
// archived, some in review or drafting; the procurement procedure and the delegation policy have
// newer versions (one approved, superseding the old; one still a draft).
export const demo: DemoSeed = function* (ctx) {
  const users = ctx.ids('users');
  const board = users[1] ?? users[0]!;
  for (const [index, [title, titleAr, type, effective, stage]] of DOCUMENTS.entries()) {
    const document: DemoRow = {
      title,
      titleAr,
      type,
      departmentId: ctx.pick('departments'),
      summary: `${titleAr} — ${title}.`,
      file: demoPdf(`${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-v1.pdf`, [title, 'Version 1']),
      effectiveDate: ctx.dateFromToday(effective),
      reviewDate: ctx.dateFromToday(effective + 730),
    };
    yield { ...document, $by: board, $actions: actionsTo(stage, board) };
    if (index === 3 || index === 4) {
      const ids = ctx.ids('governanceDocuments');
      yield {
        ...document,
        previousVersionId: ids[ids.length - 1],
        file: demoPdf(`${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-v2.pdf`, [title, 'Version 2']),
        effectiveDate: ctx.dateFromToday(index === 4 ? -20 : 40),
        reviewDate: ctx.dateFromToday(index === 4 ? 710 : 770),
        $by: board,
        $actions: index === 4 ? actionsTo('approved', board) : [],
      };
    }
  }
};
