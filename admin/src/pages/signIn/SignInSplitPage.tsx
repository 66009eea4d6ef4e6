import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { BrandPanel } from './BrandPanel';
import { PageLanguageSwitcher } from './PageLanguageSwitcher';
import { SignInForm } from './SignInForm';
import { SignInHeading } from './SignInHeading';

/** /sign-in-2: the same form beside a brand panel (the panel on top on small screens). */
export const SignInSplitPage = () => (
  <Box
    sx={{
      minHeight: '100vh',
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
      gridTemplateRows: { xs: 'auto 1fr', md: '1fr' },
      bgcolor: 'background.paper',
    }}
  >
    <BrandPanel />
    <Box
      component="main"
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: { xs: 'flex-start', md: 'center' },
        justifyContent: 'center',
        px: 3,
        pt: { xs: 9, md: 10 },
        pb: 10,
      }}
    >
      <PageLanguageSwitcher />
      <Stack spacing={4} sx={{ width: '100%', maxWidth: 400 }}>
        <SignInHeading />
        <SignInForm />
      </Stack>
    </Box>
  </Box>
);
