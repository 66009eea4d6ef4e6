import type { DemoSeed } from './demo-seed';

// [unit, code, English, Arabic, colour, starts, closes]
const STEPS: readonly (readonly [string, string, string, string, string, boolean, boolean])[] = [
  ['hr', 'NEW', 'Submitted', 'مقدم', 'grey', true, false],
  ['hr', 'MANAGER', 'With the manager', 'لدى المدير', 'blue', false, false],
  ['hr', 'HR', 'With HR', 'لدى الموارد البشرية', 'amber', false, false],
  ['hr', 'DONE', 'Approved', 'معتمد', 'green', false, true],
  ['hr', 'REJECTED', 'Rejected', 'مرفوض', 'red', false, true],
  ['warehouse', 'NEW', 'Requested', 'مطلوب', 'grey', true, false],
  ['warehouse', 'PICKING', 'Being picked', 'قيد التجهيز', 'blue', false, false],
  ['warehouse', 'ISSUED', 'Issued', 'تم الصرف', 'green', false, true],
  ['warehouse', 'REJECTED', 'Rejected', 'مرفوض', 'red', false, true],
  ['maintenance', 'OPEN', 'Open', 'مفتوح', 'grey', true, false],
  ['maintenance', 'ASSIGNED', 'Assigned', 'مسند', 'blue', false, false],
  ['maintenance', 'WAITING', 'Waiting for parts', 'بانتظار قطع الغيار', 'amber', false, false],
  ['maintenance', 'CLOSED', 'Closed', 'مغلق', 'green', false, true],
];

export const demo: DemoSeed = () => {
  const positions = new Map<string, number>();
  return STEPS.map(([domain, code, name, nameAr, color, isInitial, isFinal]) => {
    const position = (positions.get(domain) ?? 0) + 1;
    positions.set(domain, position);
    return { domain, code, name, nameAr, color, isInitial, isFinal, position };
  });
};
