import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** A sample of the screen in the current theme and font, redrawn as the choices change. */
export const AppearancePreview = () => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" aria-label={translate('app.settings.appearance.preview')} role="figure">
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          {translate('app.settings.appearance.preview')}
        </Typography>
        <Typography variant="h6" sx={{ fontWeight: 600 }}>
          {translate('app.settings.appearance.previewTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.settings.appearance.previewText')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button variant="contained" size="small">
            {translate('app.settings.appearance.previewAction')}
          </Button>
          <Chip size="small" color="primary" variant="outlined" label="0123456789 · ٠١٢٣٤٥٦٧٨٩" />
        </Stack>
      </CardContent>
    </Card>
  );
};
