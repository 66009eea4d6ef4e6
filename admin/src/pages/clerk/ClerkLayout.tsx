import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { LanguageSwitcher } from '../../layout/LanguageSwitcher';
import { BrandMark } from '../signIn/BrandMark';

/** The /clerk area's own signed-in layout (SPEC §2): the product's mark, the way back to the app, the language. */
export const ClerkLayout = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }}>
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container maxWidth="md">
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 1.5 }}>
            <BrandMark />
            <Box sx={{ flex: 1 }} />
            <Button component={RouterLink} to="/" startIcon={<ArrowBack sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />}>
              {translate('app.clerk.management.backToApp')}
            </Button>
            <LanguageSwitcher />
          </Stack>
        </Container>
      </Box>
      <Container component="main" maxWidth="md" sx={{ py: 4 }}>
        {children}
      </Container>
    </Box>
  );
};
