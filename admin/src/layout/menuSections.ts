import { MENU_GROUPS, type MenuGroup, type ResourceMenu } from '@club/schema';
import { SCREEN_MANIFEST } from '../resources/manifest';
import { RESOURCE_ROUTES } from '../resources/resourceRoutes';

/**
 * One sidebar entry: a resource's list, or a screen that several resources share as tabs
 * (SPEC's "Roles & Users": users and roles), shown once and opening its first tab the user may see.
 */
export type MenuEntry =
  | { kind: 'resource'; name: string }
  | { kind: 'screen'; screen: string; resources: string[] }
  /** A custom screen (schema/src/screens/): its page key and path. */
  | { kind: 'page'; name: string; route: string };

export interface MenuSection {
  group: MenuGroup;
  entries: MenuEntry[];
}

/** A path of a resource that has a sidebar entry: react-admin's name for it and its menu. */
interface MenuItem {
  name: string;
  menu: ResourceMenu;
  /** Set for a custom screen's entry. */
  route?: string;
}

const MENU_ITEMS: readonly MenuItem[] = [
  ...RESOURCE_ROUTES.flatMap(({ name, menu }) => (menu && menu.sidebar !== false ? [{ name, menu }] : [])),
  ...SCREEN_MANIFEST.map(({ name, menu, route }) => ({ name, menu, route })),
];

const byMenuOrder = (a: MenuItem, b: MenuItem) => (a.menu.order ?? 0) - (b.menu.order ?? 0) || a.name.localeCompare(b.name);

const entriesOf = (items: MenuItem[]): MenuEntry[] => {
  const entries: MenuEntry[] = [];
  for (const { name, menu, route } of items) {
    if (route) {
      entries.push({ kind: 'page', name, route });
      continue;
    }
    const screen = menu.screen;
    if (!screen) {
      entries.push({ kind: 'resource', name });
      continue;
    }
    const existing = entries.find((entry) => entry.kind === 'screen' && entry.screen === screen);
    if (existing && existing.kind === 'screen') existing.resources.push(name);
    else entries.push({ kind: 'screen', screen, resources: [name] });
  }
  return entries;
};

/** The resources (react-admin names) of a screen, in tab order; empty for none. */
export const screenResources = (screen: string | undefined): string[] =>
  screen ? MENU_ITEMS.filter(({ menu }) => menu.screen === screen).sort(byMenuOrder).map(({ name }) => name) : [];

/** The sidebar: the groups in the spec's order, each with its entries; empty groups left out. */
export const MENU_SECTIONS: readonly MenuSection[] = MENU_GROUPS.map((group) => ({
  group,
  entries: entriesOf(MENU_ITEMS.filter(({ menu }) => menu.group === group).sort(byMenuOrder)),
})).filter((section) => section.entries.length > 0);

/** Every resource an entry stands for (none for a custom screen). */
export const resourcesOfEntry = (entry: MenuEntry): string[] => (entry.kind === 'resource' ? [entry.name] : entry.kind === 'screen' ? entry.resources : []);

/** The custom screen an entry stands for, if it is one. */
export const pageOfEntry = (entry: MenuEntry): string[] => (entry.kind === 'page' ? [entry.name] : []);

/** An entry's name in the user's stored lists (pinned, recent): the same from one start to the next. */
export const entryKey = (entry: MenuEntry): string =>
  entry.kind === 'resource' ? `resource:${entry.name}` : entry.kind === 'page' ? `page:${entry.name}` : `screen:${entry.screen}`;

const ENTRIES_BY_KEY = new Map(MENU_SECTIONS.flatMap(({ entries }) => entries.map((entry) => [entryKey(entry), entry] as const)));

/** The entries of stored keys, in their order; a key no sidebar entry has any longer is passed over. */
export const entriesOfKeys = (keys: readonly string[]): MenuEntry[] => keys.flatMap((key) => ENTRIES_BY_KEY.get(key) ?? []);
