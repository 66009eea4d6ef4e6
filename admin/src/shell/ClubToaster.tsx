import { useTheme } from '@mui/material/styles';
import type { CSSProperties } from 'react';
import { useTranslate } from 'react-admin';
import { Toaster } from 'sonner';

/** SPEC §2/§9: toasts last 5000 ms, sit bottom-right and Alt+T moves the focus to them. */
export const TOAST_DURATION_MS = 5000;
export const TOASTER_HOTKEY = ['altKey', 'KeyT'];

/**
 * sonner's rich colours in light mode, with darker text: its own (an info toast's #0973dc on
 * #f0f8ff, a warning's orange) fall short of WCAG's 4.5:1.
 */
const LIGHT_TEXT = {
  '--success-text': '#00682a',
  '--info-text': '#0757a8',
  '--warning-text': '#8a4600',
  '--error-text': '#b30000',
} as CSSProperties;

/**
 * The one toaster of the app, in the theme's direction, colour mode and font. Its label is
 * exactly "Notifications" (customAriaLabel; sonner's containerAriaLabel would append the hotkey).
 * Toasts close with their button, by swiping, or on time; loading toasts stay until resolved.
 */
export const ClubToaster = () => {
  const theme = useTheme();
  const translate = useTranslate();
  return (
    <Toaster
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      hotkey={TOASTER_HOTKEY}
      customAriaLabel={translate('app.toaster.label')}
      closeButton
      richColors
      dir={theme.direction}
      theme={theme.palette.mode}
      style={{ fontFamily: theme.typography.fontFamily, ...(theme.palette.mode === 'light' ? LIGHT_TEXT : {}) }}
      toastOptions={{ closeButtonAriaLabel: translate('ra.action.close') }}
    />
  );
};
