import type { DemoSeed } from './demo-seed';

// [code, English, Arabic, unit, needs approval, days to answer]
const TYPES: readonly (readonly [string, string, string, string, boolean, number])[] = [
  ['HR-LEAVE', 'Leave', 'إجازة', 'hr', true, 3],
  ['HR-LETTER', 'Letter or certificate', 'خطاب أو شهادة', 'hr', false, 2],
  ['HR-ADV', 'Salary advance', 'سلفة على الراتب', 'hr', true, 5],
  ['HR-PERM', 'Permission to leave early', 'استئذان', 'hr', true, 1],
  ['WH-ISSUE', 'Item issue', 'صرف أصناف', 'warehouse', true, 2],
  ['WH-RETURN', 'Item return', 'إرجاع أصناف', 'warehouse', false, 2],
  ['WH-PURCH', 'Purchase request', 'طلب شراء', 'warehouse', true, 7],
  ['MT-REPAIR', 'Repair', 'إصلاح', 'maintenance', false, 2],
  ['MT-PREV', 'Preventive maintenance', 'صيانة وقائية', 'maintenance', false, 5],
  ['MT-INSTALL', 'Installation', 'تركيب', 'maintenance', true, 7],
  ['MT-CLEAN', 'Deep cleaning', 'تنظيف شامل', 'maintenance', false, 3],
  ['HR-TRAIN', 'Training request', 'طلب تدريب', 'hr', true, 10],
  ['WH-LOAN', 'Equipment loan', 'إعارة معدات', 'warehouse', true, 1],
];

export const demo: DemoSeed = () =>
  TYPES.map(([code, name, nameAr, domain, requiresApproval, slaDays], index) => ({ code, name, nameAr, domain, requiresApproval, slaDays, isActive: index !== 12 }));
