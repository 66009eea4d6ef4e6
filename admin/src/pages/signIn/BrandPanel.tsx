import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { BrandMark } from './BrandMark';

const FEATURES = ['players', 'facilities', 'operations'] as const;

/** The coloured side of /sign-in-2: the product's name, what it covers. */
export const BrandPanel = () => {
  const translate = useTranslate();
  return (
    <Box
      component="aside"
      sx={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        gap: 4,
        p: { xs: 3, md: 6 },
        color: 'common.white',
        background: `linear-gradient(135deg, ${theme.palette.primary.dark}, ${theme.palette.primary.main})`,
      })}
    >
      <BrandMark inverted />
      <Stack spacing={3} sx={{ display: { xs: 'none', md: 'flex' }, maxWidth: 440 }}>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {translate('app.auth.tagline')}
        </Typography>
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {FEATURES.map((feature) => (
            <Box component="li" key={feature} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <CheckCircleOutline fontSize="small" aria-hidden />
              <Typography>{translate(`app.auth.features.${feature}`)}</Typography>
            </Box>
          ))}
        </Stack>
      </Stack>
      <Typography variant="body2" sx={{ display: { xs: 'none', md: 'block' }, opacity: 0.8 }}>
        © {new Date().getFullYear()} {translate('app.title')}
      </Typography>
    </Box>
  );
};
