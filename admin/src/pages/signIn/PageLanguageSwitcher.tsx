import Box from '@mui/material/Box';
import { LanguageSwitcher } from '../../layout/LanguageSwitcher';

/** The language switcher in the top end corner of a page without the app bar. */
export const PageLanguageSwitcher = () => (
  <Box sx={{ position: 'absolute', top: 16, right: 16, color: 'text.primary' }}>
    <LanguageSwitcher />
  </Box>
);
