import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { BrandMark } from './BrandMark';
import { PageLanguageSwitcher } from './PageLanguageSwitcher';
import { SignInForm } from './SignInForm';
import { SignInHeading } from './SignInHeading';

/** /sign-in: the form on a card in the middle of the page. */
export const SignInPage = () => (
  <Box
    component="main"
    sx={{
      position: 'relative',
      minHeight: '100vh',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      px: 2,
      py: 10,
      bgcolor: 'background.default',
    }}
  >
    <PageLanguageSwitcher />
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 420, alignItems: 'center' }}>
      <BrandMark />
      <Card variant="outlined" sx={{ width: '100%', borderRadius: 3 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={3}>
            <SignInHeading />
            <SignInForm />
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  </Box>
);
