import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { memo, useMemo } from 'react';
import { useSidebarState } from 'react-admin';
import { entriesOfKeys, entryKey } from './menuSections';
import { MenuEntryLink } from './MenuEntryLink';
import { useVisibleEntries } from './useVisibleEntries';

/**
 * A section above the groups (pinned screens, recent ones): the entries of stored keys the user may
 * still open, at most `limit`. Never marked as the current page: that is the group's own link.
 */
export const ShortcutSection = memo(({ label, keys, limit }: { label: string; keys: readonly string[]; limit: number }) => {
  const [sidebarOpen] = useSidebarState();
  const entries = useMemo(() => entriesOfKeys(keys), [keys]);
  const visible = useVisibleEntries(entries)?.slice(0, limit);
  if (!visible || visible.length === 0) return null;
  return (
    <li>
      {sidebarOpen ? (
        <Typography variant="overline" component="div" color="text.secondary" aria-hidden sx={{ display: 'block', lineHeight: 1.5, px: 2, pt: 1.5, pb: 0.5 }}>
          {label}
        </Typography>
      ) : (
        <Divider />
      )}
      <Box component="ul" role="group" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {visible.map(({ entry, allowed }) => (
          <MenuEntryLink key={entryKey(entry)} entry={entry} allowed={allowed} current={false} />
        ))}
      </Box>
    </li>
  );
});
ShortcutSection.displayName = 'ShortcutSection';
