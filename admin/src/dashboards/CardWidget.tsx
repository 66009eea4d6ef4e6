import Typography from '@mui/material/Typography';
import type { CardAnswer } from './dashboardApi';
import { downloadCsv } from './csv';
import { useFormat } from './useFormat';
import { WidgetFrame } from './WidgetFrame';

/** One number, large, with the list it counts behind it. */
export const CardWidget = ({ widget, title }: { widget: CardAnswer; title: string }) => {
  const { number } = useFormat();
  return (
    <WidgetFrame id={widget.key} title={title} link={widget.link} onDownload={() => downloadCsv(widget.key, [title], [[widget.value]])}>
      <Typography component="p" variant="h3" sx={{ fontWeight: 700 }} className="dashboard-value">
        {number.format(widget.value)}
      </Typography>
    </WidgetFrame>
  );
};
