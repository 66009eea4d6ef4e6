import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** Heads what a record's document leaves out (who confirmed it, its files), shown under the document on screen and not printed. */
export const OtherDetailsHeading = () => {
  const translate = useTranslate();
  return (
    <Typography component="h2" variant="subtitle1" className="no-print" sx={{ px: 2, pt: 3, fontWeight: 600 }}>
      {translate('app.documents.otherDetails')}
    </Typography>
  );
};
