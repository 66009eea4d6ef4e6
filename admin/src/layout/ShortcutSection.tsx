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
      {/* A named group around the list (as each menu group is), so the list keeps its list role. */}
      <div role="group" aria-label={label}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {visible.map(({ entry, allowed }) => (
            <MenuEntryLink key={entryKey(entry)} entry={entry} allowed={allowed} current={false} />
          ))}
        </Box>
      </div>
    </li>
  );
});
ShortcutSection.displayName = 'ShortcutSection';
