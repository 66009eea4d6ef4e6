import { MENU_GROUPS, type MenuGroup, type ResourceManifestEntry } from '@club/schema';
import { RESOURCE_MANIFEST } from '../resources/manifest';
import { resourceNameOf } from '../resources/names';

/**
 * One sidebar entry: a resource's list, or a screen that several resources share as tabs
 * (SPEC's "Roles & Users": users and roles), shown once and opening its first tab the user may see.
 */
export type MenuEntry = { kind: 'resource'; name: string } | { kind: 'screen'; screen: string; resources: string[] };

export interface MenuSection {
  group: MenuGroup;
  entries: MenuEntry[];
}

const byMenuOrder = (a: ResourceManifestEntry, b: ResourceManifestEntry) => (a.menu.order ?? 0) - (b.menu.order ?? 0) || a.name.localeCompare(b.name);

const entriesOf = (resources: ResourceManifestEntry[]): MenuEntry[] => {
  const entries: MenuEntry[] = [];
  for (const resource of resources) {
    const screen = resource.menu.screen;
    if (!screen) {
      entries.push({ kind: 'resource', name: resourceNameOf(resource) });
      continue;
    }
    const existing = entries.find((entry) => entry.kind === 'screen' && entry.screen === screen);
    if (existing && existing.kind === 'screen') existing.resources.push(resourceNameOf(resource));
    else entries.push({ kind: 'screen', screen, resources: [resourceNameOf(resource)] });
  }
  return entries;
};

/** The resources (react-admin names) of a screen, in tab order; empty for none. */
export const screenResources = (screen: string | undefined): string[] =>
  screen ? RESOURCE_MANIFEST.filter((resource) => resource.menu.screen === screen).sort(byMenuOrder).map(resourceNameOf) : [];

/** The sidebar: the groups in the spec's order, each with its entries; empty groups left out. */
export const MENU_SECTIONS: readonly MenuSection[] = MENU_GROUPS.map((group) => ({
  group,
  entries: entriesOf(RESOURCE_MANIFEST.filter((resource) => resource.menu.group === group).sort(byMenuOrder)),
})).filter((section) => section.entries.length > 0);

/** Every resource an entry stands for. */
export const resourcesOfEntry = (entry: MenuEntry): string[] => (entry.kind === 'resource' ? [entry.name] : entry.resources);
