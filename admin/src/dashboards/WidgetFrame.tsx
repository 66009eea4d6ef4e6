import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

export interface WidgetFrameProps {
  id: string;
  title: string;
  link: string;
  onDownload: () => void;
  children: ReactNode;
  /** Both columns of the dashboard's grid from md up. */
  wide?: boolean;
}

/** A widget's card: its title as a heading, its content, the list behind it and its CSV. */
export const WidgetFrame = ({ id, title, link, onDownload, children, wide }: WidgetFrameProps) => {
  const translate = useTranslate();
  const headingId = `widget-${id}`;
  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId} className="dashboard-widget" sx={{ display: 'flex', flexDirection: 'column', gridColumn: wide ? { md: 'span 2' } : undefined, breakInside: 'avoid' }}>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Tooltip title={translate('app.dashboard.download')}>
            <IconButton size="small" onClick={onDownload} aria-label={`${translate('app.dashboard.download')}: ${title}`} className="no-print">
              <Download fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
        <div style={{ flexGrow: 1 }}>{children}</div>
        <Button component={RouterLink} to={link} size="small" sx={{ alignSelf: 'flex-start' }} aria-describedby={headingId} className="no-print">
          {translate('app.dashboard.openList')}
        </Button>
      </CardContent>
    </Card>
  );
};
