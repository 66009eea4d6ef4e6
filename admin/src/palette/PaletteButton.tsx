import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import { usePaletteShortcut } from './usePaletteShortcut';

// The palette (and cmdk) load on first use, outside the entry chunk.
const CommandPalette = lazy(() => import('./CommandPalette').then((module) => ({ default: module.CommandPalette })));

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The app bar's search button; it also answers Ctrl+K / Cmd+K anywhere in the shell. */
export const PaletteButton = () => {
  const translate = useTranslate();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [open, setOpen] = useState(false);
  const toggle = useCallback(() => setOpen((current) => !current), []);
  const close = useCallback(() => setOpen(false), []);
  usePaletteShortcut(toggle);
  const label = translate('app.palette.open');
  const shortcut = isMac ? '⌘K' : 'Ctrl+K';

  return (
    <>
      <Tooltip title={`${label} (${shortcut})`} describeChild={wide}>
        {wide ? (
          // Named by its visible text (the shortcut included), as speech input users say it.
          <Button
            color="inherit"
            aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
            onClick={toggle}
            startIcon={<Search />}
            sx={{ textTransform: 'none', mx: 1 }}
          >
            {translate('app.palette.placeholder')}
            <Box component="kbd" dir="ltr" sx={{ ml: 1.5, px: 0.75, borderRadius: 1, border: 1, borderColor: 'currentColor', fontSize: 12, fontFamily: 'inherit' }}>
              {shortcut}
            </Box>
          </Button>
        ) : (
          <IconButton color="inherit" aria-label={label} onClick={toggle}>
            <Search />
          </IconButton>
        )}
      </Tooltip>
      {open ? (
        <Suspense fallback={null}>
          <CommandPalette open={open} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
};
