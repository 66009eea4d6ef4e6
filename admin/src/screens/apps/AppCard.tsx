import Email from '@mui/icons-material/Email';
import Fingerprint from '@mui/icons-material/Fingerprint';
import Sms from '@mui/icons-material/Sms';
import Storage from '@mui/icons-material/Storage';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { AppKey, AppView } from './appsApi';

const ICONS: Record<AppKey, typeof Email> = { smtp: Email, sms: Sms, s3: Storage, oidc: Fingerprint };

/** One app of the catalogue: what it is for, whether it is connected, and its settings. */
export const AppCard = ({ app, onOpen }: { app: AppView; onOpen: () => void }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`screens.apps.${key}`);
  const Icon = ICONS[app.key];
  const headingId = `app-${app.key}`;
  return (
    <Card component="li" variant="outlined" aria-labelledby={headingId} className="app-card" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', mb: 1.5 }}>
          <Box aria-hidden sx={{ display: 'grid', placeItems: 'center', width: 44, height: 44, borderRadius: 2, bgcolor: 'action.hover', color: 'primary.main', flexShrink: 0 }}>
            <Icon />
          </Box>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
              {t(`categories.${app.category}`)}
            </Typography>
            <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {t(`names.${app.key}`)}
            </Typography>
          </Box>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t(`descriptions.${app.key}`)}
        </Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2 }}>
        <Chip size="small" color={app.connected ? 'success' : 'default'} variant={app.connected ? 'filled' : 'outlined'} label={app.connected ? t('connected') : t('notConnected')} />
        <Button onClick={onOpen} aria-describedby={headingId} aria-haspopup="dialog">
          {t('settings')}
        </Button>
      </CardActions>
    </Card>
  );
};
