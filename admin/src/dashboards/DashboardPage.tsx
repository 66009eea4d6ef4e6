import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
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
import { fetchDashboard, type WidgetAnswer } from './dashboardApi';
import { ListWidget } from './ListWidget';

const PERIODS = ['today', 'week', 'month'] as const;

/**
 * A declared dashboard (schema/src/screens/{name}.ts with `widgets`): what the API computed for
 * this reader, card by card; the period in the address (`?period=`), the page printable.
 */
export const DashboardPage = ({ name }: { name: string }) => {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const chosen = PERIODS.find((period) => period === params.get('period'));
  const { data, isPending, isError } = useQuery({ queryKey: ['dashboards', name, chosen ?? ''], queryFn: () => fetchDashboard(name, chosen) });
  const t = (key: string, fallback?: string) => translate(`screens.${name}.widgets.${key}`, { _: fallback ?? key });
  const choose = (period: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (period === 'all') next.delete('period');
        else next.set('period', period);
        return next;
      },
      { replace: true },
    );
  const widget = (answer: WidgetAnswer) => {
    const title = t(`${answer.key}.title`);
    if (answer.kind === 'card') return <CardWidget key={answer.key} widget={answer} title={title} />;
    if (answer.kind === 'list') return <ListWidget key={answer.key} widget={answer} title={title} empty={t(`${answer.key}.empty`, translate('app.dashboard.empty'))} />;
    return <ChartWidget key={answer.key} widget={answer} title={title} seriesTitle={(key) => t(`${answer.key}.series.${key}`, key)} />;
  };
  return (
    <ScreenPage name={name} isPending={isPending} isError={isError}>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }} className="no-print">
        {data?.periods ? (
          <TextField select fullWidth={false} size="small" label={translate('app.dashboard.period')} value={chosen ?? 'all'} onChange={(event) => choose(event.target.value)} sx={{ minWidth: 180 }}>
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
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
        {data?.widgets.map(widget)}
      </Box>
    </ScreenPage>
  );
};
