import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useFormats } from '../i18n/useFormats';
import { visuallyHidden } from '../views/visuallyHidden';
import { changeColour, changeOf } from './change';
import type { CardAnswer } from './dashboardApi';

const ARROWS = { up: '▲', down: '▼' } as const;

/**
 * A card's change against the period before: "▲ 12% vs last month", coloured by whether up is
 * good, and the earlier number itself. The arrow is for the eye; screen readers hear "Up 12%…".
 */
export const CardChange = ({ value, previous, upIsGood }: { value: number; previous: NonNullable<CardAnswer['previous']>; upIsGood: boolean | null }) => {
  const translate = useTranslate();
  const formats = useFormats();
  const change = changeOf(value, previous.value);
  const period = translate(`app.dashboard.change.periods.${previous.period}`);
  const text =
    change.direction === 'same'
      ? translate('app.dashboard.change.same', { period })
      : change.ratio === null
        ? translate('app.dashboard.change.new', { period })
        : translate('app.dashboard.change.by', { period, change: formats.number(change.ratio, { style: 'percent', maximumFractionDigits: 0 }) });
  return (
    <div className="dashboard-change" data-direction={change.direction}>
      <Typography variant="body2" sx={{ color: changeColour(change, upIsGood), fontWeight: 600 }}>
        {change.direction === 'same' ? null : (
          <>
            <span aria-hidden="true">{ARROWS[change.direction]} </span>
            <Box component="span" sx={visuallyHidden}>
              {translate(`app.dashboard.change.${change.direction}`)}{' '}
            </Box>
          </>
        )}
        {text}
      </Typography>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        {translate(`app.dashboard.change.previous.${previous.period}`, { value: formats.number(previous.value, { maximumFractionDigits: 2 }) })}
      </Typography>
    </div>
  );
};
