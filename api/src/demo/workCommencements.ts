import type { DemoSeed } from './demo-seed';

// [employee (index of the demo employees), kind, started (days from today), notes]
const STARTS = [
  [19, 'newHire', -146, 'Joined after the visa and iqama were issued.'],
  [14, 'newHire', -630, 'مباشرة متدربة العلاج الطبيعي.'],
  [8, 'newHire', -1050, null],
  [5, 'returnFromAssignment', -40, 'Back from the federation IT project.'],
  [6, 'returnFromAssignment', -75, 'عاد من معسكر المنتخب.'],
  [12, 'newHire', -3800, null],
  [10, 'newHire', -5100, null],
  [4, 'newHire', -1780, null],
  [15, 'newHire', -1870, null],
  [16, 'returnFromAssignment', -12, 'Back from the away-match transport rota.'],
  [7, 'newHire', -1200, 'مباشرة مساعد المدرب.'],
  [3, 'newHire', -3460, null],
] as const;

export const demo: DemoSeed = (ctx) => {
  const employees = ctx.ids('employees');
  const requests = ctx.ids('employeeRequests');
  return [
    ...STARTS.map(([employee, kind, started, notes]) => ({ employeeId: employees[employee], kind, commencementDate: ctx.dateFromToday(started), notes: notes ?? undefined })),
    // Back from the approved sick leave (ended two days ago) on time, and from the emergency leave a day late.
    { employeeId: employees[8], kind: 'returnFromLeave', leaveRequestId: requests[3], commencementDate: ctx.dateFromToday(-1) },
    { employeeId: employees[0], kind: 'returnFromLeave', leaveRequestId: requests[4], commencementDate: ctx.dateFromToday(-2), notes: 'Flight from Hail was delayed a day.' },
  ];
};
