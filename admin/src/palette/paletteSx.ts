import type { SxProps, Theme } from '@mui/material/styles';

/** cmdk renders unstyled elements marked with [cmdk-*] attributes: styled here from the theme. */
export const paletteSx: SxProps<Theme> = (theme) => ({
  '& .palette-search': {
    display: 'flex',
    alignItems: 'center',
    gap: 1,
    px: 2,
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  '& [cmdk-input]': {
    flex: 1,
    height: 52,
    border: 0,
    outline: 'none',
    background: 'transparent',
    color: theme.palette.text.primary,
    font: 'inherit',
    fontSize: theme.typography.pxToRem(16),
  },
  '& [cmdk-list]': { maxHeight: 'min(420px, 60vh)', overflowY: 'auto', p: 1 },
  '& [cmdk-group-heading]': {
    px: 1,
    pt: 1.5,
    pb: 0.5,
    ...theme.typography.overline,
    lineHeight: 1.5,
    color: theme.palette.text.secondary,
  },
  '& [cmdk-item]': {
    display: 'flex',
    alignItems: 'center',
    gap: 1.5,
    px: 1,
    py: 1,
    borderRadius: 1,
    cursor: 'pointer',
    color: theme.palette.text.primary,
    '& svg': { color: theme.palette.text.secondary },
  },
  '& [cmdk-item][data-selected="true"]': { backgroundColor: theme.palette.action.selected },
  '& [cmdk-empty]': { p: 3, textAlign: 'center', color: theme.palette.text.secondary },
  '& .palette-record-name': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .palette-status': {
    px: 2,
    py: 0.75,
    borderTop: `1px solid ${theme.palette.divider}`,
    color: theme.palette.text.secondary,
    fontSize: theme.typography.pxToRem(13),
    '&:empty': { p: 0, borderTop: 0 },
  },
});
