import { demoFile, type DemoRow, type DemoSeed } from './demo-seed';

type Visibility = 'private' | 'department' | 'everyone';

// [title, file name, folder (index), tags, visibility, uploader (user), text of the file]
const FILES: readonly (readonly [string, string, number, string, Visibility, number, string])[] = [
  ['Code of conduct', 'code-of-conduct.txt', 0, 'policy, conduct', 'everyone', 2, 'Code of conduct\n\n1. Respect every player, parent and colleague.\n2. Keep the club\u2019s information confidential.\n'],
  ['سياسة الإجازات', 'leave-policy.txt', 6, 'إجازات, موارد بشرية', 'everyone', 11, 'سياسة الإجازات\n\nيستحق الموظف 30 يومًا إجازة سنوية بعد خمس سنوات من الخدمة.\n'],
  ['Fire evacuation plan', 'evacuation-plan.txt', 7, 'safety, emergency', 'everyone', 5, 'Fire evacuation plan\n\nAssembly point A: east car park.\nAssembly point B: training ground gate.\n'],
  ['Expense claim form', 'expense-claim.csv', 1, 'finance, form', 'everyone', 19, 'date,description,amount_sar,receipt\n'],
  ['Leave request form', 'leave-request.csv', 1, 'hr, form', 'everyone', 11, 'employee_no,from,to,type,reason\n'],
  ['Board minutes, October', 'board-minutes-october.txt', 8, 'board, minutes', 'private', 3, 'Board minutes, October\n\nPresent: the chairman and six members.\nDecisions: approve the academy budget.\n'],
  ['U-15 training plan', 'u15-training-plan.csv', 9, 'academy, training', 'department', 4, 'week,focus,sessions\n1,Ball mastery,4\n2,Pressing,4\n'],
  ['Brand guidelines', 'brand-guidelines.txt', 10, 'brand, logo, colours', 'everyone', 28, 'Brand guidelines\n\nPrimary green #0B6E4F, gold #F2C94C. Keep clear space around the crest.\n'],
  ['Main stadium floor plan', 'main-stadium-plan.txt', 11, 'stadium, plan', 'department', 24, 'Main stadium: gates 1–8, VIP west stand, media tribune level 2.\n'],
  ['Salary scale 2026', 'salary-scale-2026.csv', 6, 'salaries, confidential', 'private', 11, 'grade,min_sar,max_sar\nA,6000,9000\nB,9000,14000\n'],
  ['Sponsor deck', 'sponsor-deck.txt', 10, 'sponsors, marketing', 'department', 28, 'Why sponsor the club: 1.2M followers, 22,500 seats, 900 academy players.\n'],
  ['Visitor safety briefing', 'visitor-safety.txt', 7, 'safety, visitors', 'everyone', 18, 'Visitors wear their badge at all times and stay with their host.\n'],
];

// The library: policies and forms for everyone, a department's own plans, two private files.
export const demo: DemoSeed = (ctx) => {
  const users = ctx.ids('users');
  const folders = ctx.ids('fileFolders');
  return FILES.map(([title, fileName, folder, tags, visibility, uploader, text]): DemoRow => ({
    title,
    file: demoFile(fileName, text),
    folderId: folders[folder],
    tags,
    visibility,
    departmentId: visibility === 'department' ? ctx.ids('departments')[folder % Math.max(1, ctx.ids('departments').length)] : undefined,
    description: visibility === 'private' ? 'Not shared.' : undefined,
    $by: users[uploader],
  }));
};
