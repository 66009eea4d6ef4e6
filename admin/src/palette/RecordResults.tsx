import Box from '@mui/material/Box';
import { Command } from 'cmdk';
import { useMemo } from 'react';
import { useGetResourceLabel, useTranslate } from 'react-admin';
import type { SvgIconComponent } from '@mui/icons-material';
import { RESOURCE_ICONS } from '../resources/icons';
import { manifestEntryOf } from '../resources/manifest';
import { menuIconOf, resourceNameFor } from '../resources/names';
import { representationOf } from '../resources/representationOf';
import type { FoundRecords } from './recordSearch';

/** cmdk item values of records start so: the palette's filter keeps them (the server matched them). */
export const RECORD_VALUE_PREFIX = 'record:';

interface FoundItem {
  path: string;
  name: string;
  kind: string;
  icon?: SvgIconComponent;
}

/**
 * The "Records" section under the screens: each record by its name, as the app names it
 * elsewhere (the schema's representation), and its kind in the screen's language; it opens the
 * record's page.
 */
export const RecordResults = ({ found, onOpen }: { found: readonly FoundRecords[]; onOpen: (path: string) => void }) => {
  const translate = useTranslate();
  const resourceLabel = useGetResourceLabel();
  const items = useMemo(
    () =>
      found.flatMap(({ resource, records }): FoundItem[] => {
        const entry = manifestEntryOf(resource);
        if (!entry) return [];
        const nameOf = representationOf(entry);
        const route = resourceNameFor(resource);
        const iconName = menuIconOf(route);
        const icon = iconName ? RESOURCE_ICONS[iconName] : undefined;
        return records.map((record) => ({ path: `/${route}/${encodeURIComponent(String(record.id))}/show`, name: nameOf(record), kind: resourceLabel(route, 1), icon }));
      }),
    [found, resourceLabel],
  );
  if (items.length === 0) return null;
  return (
    <Command.Group heading={translate('app.palette.records')}>
      {items.map(({ path, name, kind, icon: Icon }) => (
        <Command.Item key={path} value={`${RECORD_VALUE_PREFIX}${path}`} onSelect={() => onOpen(path)} className="palette-record">
          {Icon ? <Icon fontSize="small" /> : <Box component="span" sx={{ width: 20 }} />}
          <bdi className="palette-record-name">{name}</bdi>
          <Box component="span" className="palette-record-kind" sx={{ marginInlineStart: 'auto', color: 'text.secondary', fontSize: '0.8125rem' }}>
            {kind}
          </Box>
        </Command.Item>
      ))}
    </Command.Group>
  );
};
