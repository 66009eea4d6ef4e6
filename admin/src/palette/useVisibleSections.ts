import { useMemo } from 'react';
import { useCanAccessResources, useGetResourceLabel, useTranslate } from 'react-admin';
import { PALETTE_PAGES, PALETTE_RESOURCES, PALETTE_SECTIONS, type PaletteEntry } from './paletteEntries';

export interface VisibleEntry extends Omit<PaletteEntry, 'label'> {
  label: string;
}

export interface VisibleSection {
  heading: string;
  entries: VisibleEntry[];
}

/**
 * The palette's sections in the current language, without the screens the user may not open
 * (authProvider.canAccess on `list`, a custom screen's on `show`; until it answers, they stay hidden).
 */
export const useVisibleSections = (enabled: boolean): VisibleSection[] => {
  const translate = useTranslate();
  const resourceLabel = useGetResourceLabel();
  const { canAccess } = useCanAccessResources({ action: 'list', resources: PALETTE_RESOURCES, enabled });
  const pages = useCanAccessResources({ action: 'show', resources: PALETTE_PAGES, enabled }).canAccess;
  return useMemo(
    () =>
      PALETTE_SECTIONS.map((section) => ({
        heading: translate(section.headingKey),
        entries: section.entries
          .filter((entry) => (entry.resource ? canAccess?.[entry.resource] === true : entry.page ? pages?.[entry.page] === true : true))
          .map((entry) => ({
            ...entry,
            label: 'resource' in entry.label ? resourceLabel(entry.label.resource, 2) : translate(entry.label.key),
          })),
      })).filter((section) => section.entries.length > 0),
    [translate, resourceLabel, canAccess, pages],
  );
};
