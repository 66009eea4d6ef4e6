import Print from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { ScreenPage } from '../screens/parts/ScreenPage';
import { CardWidget } from './CardWidget';
import { ChartWidget } from './ChartWidget';
import { DashboardGrid } from './DashboardGrid';
import { fetchDashboard, type WidgetAnswer } from './dashboardApi';
import { ListWidget } from './ListWidget';

const PERIODS = ['today', 'week', 'month'] as const;

/**
 * A declared dashboard (schema/src/screens/{name}.ts with `widgets`): what the API computed for
 * this reader, card by card; the period in the address (`?period=`, `all` for all time; without
 * one, the period the dashboard opens on, as the answer says), the page printable.
 */
export const DashboardPage = ({ name }: { name: string }) => {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const chosen = params.get('period') ?? undefined;
  const { data, isPending, isError } = useQuery({ queryKey: ['dashboards', name, chosen ?? ''], queryFn: () => fetchDashboard(name, chosen) });
  const t = (key: string, fallback?: string) => translate(`screens.${name}.widgets.${key}`, { _: fallback ?? key });
  const choose = (period: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('period', period);
        return next;
      },
      { replace: true },
    );
  const widget = (answer: WidgetAnswer, wide: boolean) => {
    const title = t(`${answer.key}.title`);
    if (answer.kind === 'card') return <CardWidget key={answer.key} widget={answer} title={title} />;
    if (answer.kind === 'list') return <ListWidget key={answer.key} widget={answer} title={title} empty={t(`${answer.key}.empty`, translate('app.dashboard.empty'))} wide={wide} />;
    return <ChartWidget key={answer.key} widget={answer} title={title} seriesTitle={(key) => t(`${answer.key}.series.${key}`, key)} wide={wide} />;
  };
  return (
    <ScreenPage name={name} isPending={isPending} isError={isError}>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }} className="no-print">
        {data?.periods ? (
          <TextField select fullWidth={false} size="small" label={translate('app.dashboard.period')} value={data.period ?? 'all'} onChange={(event) => choose(event.target.value)} sx={{ minWidth: 180 }}>
            {['all', ...PERIODS].map((period) => (
              <MenuItem key={period} value={period}>
                {translate(`app.dashboard.periods.${period}`)}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <Button startIcon={<Print />} onClick={() => window.print()}>
          {translate('app.dashboard.print')}
        </Button>
      </Stack>
      {data ? <DashboardGrid widgets={data.widgets} render={widget} /> : null}
    </ScreenPage>
  );
};
