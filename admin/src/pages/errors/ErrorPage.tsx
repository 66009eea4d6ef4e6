import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ERROR_PAGE_KEYS, type ErrorStatus } from './errorStatuses';

export interface ErrorPageProps {
  status: ErrorStatus;
  /** Only the status and its texts, no buttons: where the page sits inside another screen. */
  minimal?: boolean;
  /** Drawn inside the app's layout (sidebar and app bar) instead of as a page of its own. */
  inLayout?: boolean;
  /** The page's own words for the status (a survey's "Form not found"). */
  title?: string;
}

/**
 * An error page: the status in large type, a title, a sentence, and Go Back / Back to Home.
 * Centred, in the theme's colours and font; the row of buttons and the back arrow follow the
 * text direction.
 */
export const ErrorPage = ({ status, minimal = false, inLayout = false, title: ownTitle }: ErrorPageProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const key = ERROR_PAGE_KEYS[status];
  const title = ownTitle ?? translate(`app.errorPages.${key}.title`);
  // A tab opened on this page has nothing to go back to: go home instead.
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));
  return (
    <Box
      component={inLayout ? 'div' : 'main'}
      sx={{
        minHeight: inLayout ? '70vh' : '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        px: 3,
        textAlign: 'center',
        bgcolor: 'background.default',
        color: 'text.primary',
      }}
    >
      {inLayout && <Title title={title} />}
      <Typography component="p" sx={{ fontSize: { xs: '5rem', sm: '7rem' }, fontWeight: 700, lineHeight: 1 }}>
        {status}
      </Typography>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 520 }}>
        {translate(`app.errorPages.${key}.description`)}
      </Typography>
      {!minimal && (
        <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
          <Button
            variant="outlined"
            onClick={goBack}
            startIcon={<ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />}
          >
            {translate('app.errorPages.goBack')}
          </Button>
          <Button variant="contained" onClick={() => navigate('/')}>
            {translate('app.errorPages.backToHome')}
          </Button>
        </Stack>
      )}
    </Box>
  );
};
