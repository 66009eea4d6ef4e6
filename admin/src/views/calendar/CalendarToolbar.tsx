import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useTranslate } from 'react-admin';
import { todayInClub } from './clubDays';
import { CALENDAR_MODES, movePeriod, type CalendarPeriod } from './calendarPeriod';

export interface CalendarToolbarProps {
  period: CalendarPeriod;
  onChange: (period: CalendarPeriod) => void;
  /** The period in words, the calendar's heading. */
  heading: string;
  headingId: string;
  /** The modes offered (records of whole days: the month alone, and no switch); every mode when not said. */
  modes?: readonly CalendarPeriod['mode'][];
}

/** Earlier, today, later; the period's name; week or month. */
export const CalendarToolbar = ({ period, onChange, heading, headingId, modes = CALENDAR_MODES }: CalendarToolbarProps) => {
  const translate = useTranslate();
  // Earlier is to the left in English and to the right in Arabic.
  const [Earlier, Later] = useTheme().direction === 'rtl' ? [ChevronRight, ChevronLeft] : [ChevronLeft, ChevronRight];
  const unit = period.mode === 'week' ? 'Week' : 'Month';
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }} className="calendar-toolbar">
      <IconButton onClick={() => onChange(movePeriod(period, -1))} aria-label={translate(`app.calendar.previous${unit}`)} className="calendar-previous">
        <Earlier />
      </IconButton>
      <Button size="small" variant="outlined" onClick={() => onChange({ ...period, anchor: todayInClub() })}>
        {translate('app.calendar.today')}
      </Button>
      <IconButton onClick={() => onChange(movePeriod(period, 1))} aria-label={translate(`app.calendar.next${unit}`)} className="calendar-next">
        <Later />
      </IconButton>
      <Typography id={headingId} component="h2" variant="h6" aria-live="polite" sx={{ flexGrow: 1, minWidth: '10rem' }}>
        {heading}
      </Typography>
      {modes.length > 1 && (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={period.mode}
          onChange={(_, mode: CalendarPeriod['mode'] | null) => mode && onChange({ ...period, mode })}
          aria-label={translate('app.calendar.modes')}
        >
          {modes.map((mode) => (
            <ToggleButton key={mode} value={mode} sx={{ py: 0.25 }}>
              {translate(`app.calendar.${mode}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
    </Stack>
  );
};
