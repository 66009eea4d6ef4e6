import type { SvgIconComponent } from '@mui/icons-material';
import { MENU_SECTIONS, resourcesOfEntry } from '../layout/menuSections';
import { menuGroupKey, screenTitleKey } from '../i18n/keys';
import { SCREEN_MANIFEST } from '../resources/manifest';
import { RESOURCE_ICONS } from '../resources/icons';
import { menuIconOf } from '../resources/names';
import { APP_ROUTES } from '../routes';

/** One screen the palette can open. */
export interface PaletteEntry {
  path: string;
  /** react-admin resource name, for the access check; pages without one are open to every signed-in user. */
  resource?: string;
  /** A custom screen's page key, for the access check (`show`). */
  page?: string;
  /** The resource's plural name, or the message key of a page's title. */
  label: { resource: string } | { key: string };
  icon?: SvgIconComponent;
}

export interface PaletteSection {
  /** Message key of the section heading. */
  headingKey: string;
  entries: PaletteEntry[];
}

const screenIconOf = (name: string): SvgIconComponent | undefined => {
  const icon = SCREEN_MANIFEST.find((screen) => screen.name === name)?.menu.icon;
  return icon ? RESOURCE_ICONS[icon] : undefined;
};

const iconOf = (resourceName: string): SvgIconComponent | undefined => {
  const icon = menuIconOf(resourceName);
  return icon ? RESOURCE_ICONS[icon] : undefined;
};

/**
 * Every screen: each resource's list under its menu group, in the sidebar's order, then the
 * custom pages that have a title (settings and whatever the route table gains later).
 */
export const PALETTE_SECTIONS: readonly PaletteSection[] = [
  ...MENU_SECTIONS.map(({ group, entries }) => ({
    headingKey: menuGroupKey(group),
    entries: entries.flatMap((entry): PaletteEntry[] =>
      entry.kind === 'page'
        ? [{ path: entry.route, page: entry.name, label: { key: screenTitleKey(entry.name) }, icon: screenIconOf(entry.name) }]
        : resourcesOfEntry(entry).map((name) => ({ path: `/${name}`, resource: name, label: { resource: name }, icon: iconOf(name) })),
    ),
  })),
  {
    headingKey: 'app.palette.pages',
    entries: APP_ROUTES.filter((route) => route.layout === 'app' && route.title && !route.page && !route.path.includes(':')).map((route) => ({
      path: route.path,
      label: { key: route.title! },
    })),
  },
].filter((section) => section.entries.length > 0);

export const PALETTE_PAGES: string[] = PALETTE_SECTIONS.flatMap((section) => section.entries.flatMap((entry) => (entry.page ? [entry.page] : [])));

export const PALETTE_RESOURCES: string[] = PALETTE_SECTIONS.flatMap((section) => section.entries.flatMap((entry) => (entry.resource ? [entry.resource] : [])));
