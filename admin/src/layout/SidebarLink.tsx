import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useSidebarState } from 'react-admin';
import { isPlainClick, useFollowLink } from './followLink';

/**
 * One entry of the sidebar: a real link (a screen reader says "link", the browser offers "open in
 * a new tab"), marked as the current page while it is open; its name as a tooltip when the sidebar
 * is folded to icons. On a phone, following it folds the sidebar away.
 */
export const SidebarLink = ({ to, label, icon, current }: { to: string; label: string; icon?: ReactNode; current: boolean }) => {
  const [open, setOpen] = useSidebarState();
  const follow = useFollowLink();
  const { breakpoints } = useTheme();
  const link = (
    <ListItemButton
      component="a"
      href={to}
      selected={current}
      aria-current={current ? 'page' : undefined}
      aria-label={open ? undefined : label}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        follow(to);
        // Asked at the click, not watched by each of the sidebar's entries.
        if (window.matchMedia(breakpoints.down('md').replace(/^@media\s*/, '')).matches) setOpen(false);
      }}
      sx={{ color: current ? 'text.primary' : 'text.secondary', minHeight: 40, py: 0.5 }}
    >
      {icon && <ListItemIcon sx={{ color: 'inherit', minWidth: 40 }}>{icon}</ListItemIcon>}
      <Typography variant="body2" noWrap sx={{ flexGrow: 1 }}>
        {label}
      </Typography>
    </ListItemButton>
  );
  return (
    <li>
      {open ? (
        link
      ) : (
        <Tooltip title={label} placement="right">
          {link}
        </Tooltip>
      )}
    </li>
  );
};
