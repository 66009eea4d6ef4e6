import { alpha, type Theme } from '@mui/material/styles';

/**
 * The look of every sidebar link (SidebarLink), given once on the sidebar: that of a MUI list
 * button (hover, current page, the theme's motion) without one per link. The focus ring is the
 * app's own (palettes.ts).
 */
export const sidebarLinkStyles = (theme: Theme) => {
  const selected = alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity);
  return {
    '& .club-menu-link': {
      display: 'flex',
      alignItems: 'center',
      minHeight: 40,
      padding: theme.spacing(0.5, 2),
      color: theme.palette.text.secondary,
      textDecoration: 'none',
      transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
      '&:hover': { backgroundColor: theme.palette.action.hover },
      '&[aria-current="page"]': {
        color: theme.palette.text.primary,
        backgroundColor: selected,
        '&:hover': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity) },
      },
    },
    '& .club-menu-icon': { display: 'inline-flex', flexShrink: 0, minWidth: 40, color: 'inherit' },
    '& .club-menu-label': { ...theme.typography.body2, flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  } as const;
};
