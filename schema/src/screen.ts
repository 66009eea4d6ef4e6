import type { Action } from './access';
import type { ResourceMenu } from './resource';

/**
 * A custom page of the signed-in area that is not one resource's list (a report, a dashboard,
 * a board): declared here so that it has a page key like a resource (a row in Manage Pages, a
 * column of permissions in the roles' matrix, the seeded roles' defaults by its menu group) and
 * a sidebar entry in SPEC's groups. Its screen is `admin/src/screens/{name}.tsx`, found by name;
 * the data it shows comes through the API's resources, under their own permissions.
 */
export interface ScreenDefinition {
  /** The page key: camelCase, unique among resources and screens; labels are `screens.{name}` in locales. */
  name: string;
  /** The admin path from the spec, e.g. '/tasks/report'. */
  route: string;
  menu: Omit<ResourceMenu, 'screen'>;
  /**
   * What a role may do on it: open it (`show`, always), and what else the page does itself (the
   * apps page's `edit` of an app's settings); each is a column of the roles' matrix.
   */
  actions?: readonly Action[];
  /**
   * Actions only the top rank holds (TOP_RANK): no role's matrix grants them, and a grant stored
   * before is ignored. For what would let a lower role reach above its rank (the apps page's
   * `edit` changes the senders that carry every reset code).
   */
  topRankOnly?: readonly Action[];
  /** Default permissions of seeded roles, instead of those of its menu group. */
  access?: Partial<Record<string, readonly Action[]>>;
}

/** What a role may do on a custom page unless it says more: open it. */
export const SCREEN_ACTIONS: readonly Action[] = ['show'];

/** A screen's actions: its own list (which always holds `show`), or just opening it. */
export const screenActions = (screen: Pick<ScreenDefinition, 'actions'>): readonly Action[] => screen.actions ?? SCREEN_ACTIONS;

export const defineScreen = <const S extends ScreenDefinition>(definition: S): S => definition;

/** Picks the screen definitions out of loaded modules (each screen file exports one). */
export const screensFromModules = (modules: readonly Record<string, unknown>[]): ScreenDefinition[] =>
  modules.flatMap((module) =>
    Object.values(module).filter(
      (value): value is ScreenDefinition =>
        typeof value === 'object' && value !== null && 'name' in value && 'route' in value && 'menu' in value && !('fields' in value),
    ),
  );
