import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { WidgetAnswer } from './dashboardApi';
import { wideKeys } from './layout';

/**
 * A dashboard's widgets without holes: its cards first, a row of equal tiles that wrap (each at
 * least 220 px; the tiles of a last, shorter row share its width), then its charts and lists in
 * two columns from md up, one on a phone, each row as high as its tallest. Flex and grid follow
 * the page's direction, so Arabic reads from the right.
 */
export const DashboardGrid = ({ widgets, render }: { widgets: readonly WidgetAnswer[]; render: (widget: WidgetAnswer, wide: boolean) => ReactNode }) => {
  const cards = widgets.filter((widget) => widget.kind === 'card');
  const others = widgets.filter((widget) => widget.kind !== 'card');
  const wide = wideKeys(others);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {cards.length > 0 ? (
        <Box className="dashboard-cards" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, '& > *': { flex: '1 1 220px', minWidth: 0 } }}>
          {cards.map((widget) => render(widget, false))}
        </Box>
      ) : null}
      {others.length > 0 ? (
        <Box className="dashboard-grid" sx={{ display: 'grid', gap: 2, gridAutoFlow: 'row dense', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {others.map((widget) => render(widget, wide.has(widget.key)))}
        </Box>
      ) : null}
    </Box>
  );
};
