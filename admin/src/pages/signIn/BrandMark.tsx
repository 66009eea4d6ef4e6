import SportsSoccer from '@mui/icons-material/SportsSoccer';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** The product's mark and name; `inverted` for a coloured background. */
export const BrandMark = ({ inverted = false }: { inverted?: boolean }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 40,
          height: 40,
          borderRadius: 2,
          bgcolor: inverted ? 'common.white' : 'primary.main',
          color: inverted ? 'primary.main' : 'primary.contrastText',
        }}
      >
        <SportsSoccer />
      </Box>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700, color: inverted ? 'common.white' : 'text.primary' }}>
        {translate('app.title')}
      </Typography>
    </Box>
  );
};
