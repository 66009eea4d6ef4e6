import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CardChange } from './CardChange';
import type { CardAnswer } from './dashboardApi';
import { downloadCsv } from './csv';
import { useFormat } from './useFormat';
import { WidgetFrame } from './WidgetFrame';

/** One number, large, with its change against the period before (when it counts a period) and the list it counts behind it. */
export const CardWidget = ({ widget, title }: { widget: CardAnswer; title: string }) => {
  const { number } = useFormat();
  const shown = number.format(widget.value);
  return (
    <WidgetFrame id={widget.key} title={title} link={widget.link} onDownload={() => downloadCsv(widget.key, [title], [[widget.value]])}>
      {/* A long total (4,048,061.53) shrinks to its tile's width rather than run out of it: a digit is about 0.6 em wide. */}
      <Box sx={{ containerType: 'inline-size' }}>
        <Typography component="p" variant="h3" sx={{ fontWeight: 700, fontSize: `clamp(1.25rem, ${Math.floor(160 / Math.max(shown.length, 1))}cqi, 3rem)`, whiteSpace: 'nowrap' }} className="dashboard-value">
          {shown}
        </Typography>
      </Box>
      {widget.previous ? <CardChange value={widget.value} previous={widget.previous} upIsGood={widget.upIsGood} /> : null}
    </WidgetFrame>
  );
};
