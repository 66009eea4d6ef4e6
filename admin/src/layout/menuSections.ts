import { registry } from '@club/schema/browser';
import { MENU_GROUPS, type MenuGroup } from '@club/schema';
import { resourceNameOf } from '../resources/names';

export interface MenuSection {
  group: MenuGroup;
  /** react-admin resource names, by menu order then name. */
  resources: string[];
}

/** The sidebar: the groups in the spec's order, each with its resources; empty groups left out. */
export const MENU_SECTIONS: readonly MenuSection[] = MENU_GROUPS.map((group) => ({
  group,
  resources: registry.resources
    .filter((resource) => resource.menu.group === group)
    .sort((a, b) => (a.menu.order ?? 0) - (b.menu.order ?? 0) || a.name.localeCompare(b.name))
    .map(resourceNameOf),
})).filter((section) => section.resources.length > 0);
