import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { alpha } from '@mui/material/styles';
import { Link, useCreatePath, useResourceContext, useTranslate } from 'react-admin';
import { focusRing } from './focusRing';

export interface FreeSlotProps {
  /** Where it is, for screen readers: "Sunday 12 May 2026" and "10:00–11:00". */
  day: string;
  time: string;
  /** Its start, 'HH:mm' (for tests and styles). */
  start: string;
  /** The new record's first values when the reader may create one; otherwise the slot is only seen. */
  record: Record<string, unknown> | undefined;
  sx?: SxProps<Theme>;
}

const freeLook = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 1,
  color: theme.palette.text.secondary,
  fontSize: '0.75rem',
  backgroundColor: alpha(theme.palette.success.main, 0.05),
});

/** An hour of the week nothing fills: it says so, and opens the create form at that time when the reader may create. */
export const FreeSlot = ({ day, time, start, record, sx }: FreeSlotProps) => {
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const createPath = useCreatePath();
  const word = translate('app.calendar.free');
  const extra = Array.isArray(sx) ? sx : sx ? [sx] : [];
  if (!record) {
    return (
      <Box aria-hidden data-start={start} sx={[freeLook, ...extra]}>
        {word}
      </Box>
    );
  }
  return (
    <Link
      to={createPath({ resource, type: 'create' })}
      state={{ record }}
      underline="none"
      className="calendar-free-slot"
      data-start={start}
      aria-label={translate('app.calendar.freeSlot', { day, time })}
      sx={[
        freeLook,
        (theme) => ({ '&:hover': { backgroundColor: alpha(theme.palette.success.main, 0.16), color: theme.palette.text.primary } }),
        focusRing,
        ...extra,
      ]}
    >
      {word}
    </Link>
  );
};
