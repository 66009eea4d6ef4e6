import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** The page's title and a one-line explanation. */
export const SignInHeading = () => {
  const translate = useTranslate();
  return (
    <div>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 0.5 }}>
        {translate('app.auth.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.auth.subtitle')}
      </Typography>
    </div>
  );
};
