import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { isPlainClick, useSidebarLinks } from './sidebarLinks';

/**
 * One entry of the sidebar: a real link (a screen reader says "link", the browser offers "open in
 * a new tab"), marked as the current page while it is open; its name as a tooltip when the sidebar
 * is folded to icons. Plain elements styled once by the sidebar (`sidebarLinkStyles`): a page
 * draws ~180 of them, and as MUI list buttons they were nearly half of a page's first draw.
 */
export const SidebarLink = ({ to, label, icon, current }: { to: string; label: string; icon?: ReactNode; current: boolean }) => {
  const { follow, open } = useSidebarLinks();
  const link = (
    <a
      href={to}
      className="club-menu-link"
      aria-current={current ? 'page' : undefined}
      aria-label={open ? undefined : label}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        follow(to);
      }}
    >
      {icon && <span className="club-menu-icon">{icon}</span>}
      <span className="club-menu-label">{label}</span>
    </a>
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
