import { registry } from '@club/schema/browser';
import { MENU_GROUPS, type Action, type MenuGroup } from '@club/schema';

export interface MatrixRow {
  /** The page key: the API resource name or the custom screen's name. */
  page: string;
  /** The actions the page offers a role (a read-only page has no create, edit or delete; the top rank's own actions are nobody else's). */
  offered: readonly Action[];
}

export interface MatrixGroup {
  group: MenuGroup;
  rows: MatrixRow[];
}

/** Every page of the registry (resources and custom screens), by menu group in the sidebar's order, then by name. */
export const MATRIX_GROUPS: readonly MatrixGroup[] = MENU_GROUPS.map((group) => ({
  group,
  rows: registry.pages
    .filter((page) => page.menu.group === group)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((page) => ({ page: page.name, offered: page.actions.filter((action) => !page.topRankOnly?.includes(action)) })),
})).filter((group) => group.rows.length > 0);

export type Matrix = Readonly<Record<string, readonly Action[]>>;

/** The matrix with one action switched on or off for a page (pages left with nothing are dropped). */
export const toggled = (matrix: Matrix, page: string, actions: readonly Action[], on: boolean): Matrix => {
  const current = new Set(matrix[page] ?? []);
  for (const action of actions) {
    if (on) current.add(action);
    else current.delete(action);
  }
  const next: Record<string, readonly Action[]> = { ...matrix };
  if (current.size === 0) delete next[page];
  else next[page] = [...current];
  return next;
};
