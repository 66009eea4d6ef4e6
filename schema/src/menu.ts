// The sidebar groups of SPEC §2, in the spec's order. Labels live in locales (menu.groups.*).
export const MENU_GROUPS = [
  'dashboard',
  'users',
  'systemSections',
  'statistics',
  'visits',
  'financialAdmin',
  'cases',
  'hr',
  'players',
  'technicalStaff',
  'trainingSchedules',
  'matches',
  'finance',
  'academy',
  'facilities',
  'clinics',
  'assets',
  'warehouse',
  'correspondence',
  'internalOps',
] as const;

export type MenuGroup = (typeof MENU_GROUPS)[number];
