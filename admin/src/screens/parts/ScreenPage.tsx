import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';

/**
 * The frame of a custom screen: its title (the page's and the app bar's), an introduction, and
 * its content once loaded, a progress bar while it loads, or the screen's own error message.
 * Texts are `screens.{name}.title`, `.intro` and `.loadFailed`.
 */
export const ScreenPage = ({ name, isPending, isError, children }: { name: string; isPending: boolean; isError: boolean; children: ReactNode }) => {
  const translate = useTranslate();
  const title = translate(`screens.${name}.title`);
  return (
    <Box component="main" sx={{ p: { xs: 2, md: 3 } }}>
      <Title title={title} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate(`screens.${name}.intro`)}
      </Typography>
      {isError ? <Alert severity="error">{translate(`screens.${name}.loadFailed`)}</Alert> : isPending ? <LinearProgress aria-label={title} /> : children}
    </Box>
  );
};
