import type { MenuGroup } from './menu';
import type { AnyResource } from './resource';

/** What a role may do on a page (SPEC §2 "Page Permissions"): the columns of the matrix. */
export const ACTIONS = ['list', 'show', 'create', 'edit', 'delete', 'export', 'import'] as const;
export type Action = (typeof ACTIONS)[number];

/** A role's permissions: page key → the actions it may take there. Pages not named: nothing. */
export type Permissions = Readonly<Record<string, readonly Action[]>>;

/** The actions that mean something on a resource: nobody creates an audit entry by hand. */
export const actionsOf = (resource: Pick<AnyResource, 'readOnly' | 'serverRows'>): readonly Action[] => {
  if (resource.readOnly) return ['list', 'show', 'export'];
  if (resource.serverRows) return ['list', 'show', 'edit', 'export'];
  return ACTIONS;
};

/**
 * The roles every installation starts with (SPEC §3 vocabulary, plus the roles screen's Member).
 * `rank` orders them: nobody grants a role or a permission above their own rank.
 */
export const SEEDED_ROLES = [
  { key: 'superadmin', name: 'Super Admin', nameAr: 'مشرف عام', rank: 100, description: 'Everything, including roles and page permissions.' },
  { key: 'admin', name: 'Admin', nameAr: 'مسؤول', rank: 80, description: 'Runs the club: every screen, users below their rank.' },
  { key: 'manager', name: 'Manager', nameAr: 'مدير', rank: 60, description: 'Day-to-day operations: players, facilities, assets, visits, tasks.' },
  { key: 'cashier', name: 'Cashier', nameAr: 'أمين صندوق', rank: 40, description: 'Billing and payments.' },
  { key: 'member', name: 'Member', nameAr: 'عضو', rank: 20, description: 'Reads tasks, meetings and visits.' },
  // Invited through the parent portal: reads their own children's records, nothing else.
  { key: 'parent', name: 'Parent', nameAr: 'ولي أمر', rank: 10, description: "Reads their own children's players, attendance, matches and evaluations through the parent portal." },
] as const;

export type SeededRoleKey = (typeof SEEDED_ROLES)[number]['key'];

/** The highest rank: a role of this rank holds every permission. */
export const TOP_RANK = 100;

const READ: readonly Action[] = ['list', 'show'];
const WORK: readonly Action[] = ['list', 'show', 'create', 'edit', 'export', 'import'];

const OPERATIONS: readonly MenuGroup[] = [
  'dashboard',
  'statistics',
  'visits',
  'cases',
  'hr',
  'players',
  'technicalStaff',
  'trainingSchedules',
  'matches',
  'academy',
  'facilities',
  'clinics',
  'assets',
  'warehouse',
  'correspondence',
  'internalOps',
];

const grant = (groups: readonly MenuGroup[], actions: readonly Action[]): Partial<Record<MenuGroup, readonly Action[]>> =>
  Object.fromEntries(groups.map((group) => [group, actions]));

/**
 * Default permissions of the seeded roles, by menu group: a cashier sees billing, not HR. Applied
 * once per page, when the page first appears (a new resource); after that the roles are data and
 * whatever an administrator set stands. A resource's own `access` wins over its group.
 */
const DEFAULTS_BY_GROUP: Record<SeededRoleKey, 'all' | Partial<Record<MenuGroup, readonly Action[]>>> = {
  superadmin: 'all',
  admin: 'all',
  manager: { ...grant(OPERATIONS, WORK), ...grant(['financialAdmin'], READ) },
  cashier: { ...grant(['finance', 'financialAdmin'], WORK), ...grant(['dashboard', 'internalOps'], READ) },
  member: grant(['dashboard', 'visits', 'internalOps'], READ),
  // Only the pages that open themselves to parents (their `access`).
  parent: {},
};

/** The actions a seeded role gets on a page (a resource or a screen) by default (none for a role that was not seeded). */
export const defaultActionsOf = (
  roleKey: string,
  page: { menu: { group: MenuGroup }; access?: Partial<Record<string, readonly Action[]>> } & ({ actions: readonly Action[] } | Pick<AnyResource, 'readOnly' | 'serverRows'>),
): readonly Action[] => {
  // A screen lists its actions; a resource's `actions` (if any) are its record actions, not these.
  const possible = 'actions' in page && Array.isArray(page.actions) ? (page.actions as readonly Action[]) : actionsOf(page as Pick<AnyResource, 'readOnly' | 'serverRows'>);
  const own = page.access?.[roleKey];
  const byGroup = DEFAULTS_BY_GROUP[roleKey as SeededRoleKey];
  const granted = own ?? (byGroup === 'all' ? possible : byGroup?.[page.menu.group] ?? []);
  return possible.filter((action) => granted.includes(action));
};
