import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BrandMark } from '../signIn/BrandMark';
import { PageLanguageSwitcher } from '../signIn/PageLanguageSwitcher';

export interface RecoveryCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the card's content (back to sign in…). */
  footer?: ReactNode;
  maxWidth?: number;
}

/** The public account pages' frame: the sign-in page's card, with its own title and subtitle. */
export const RecoveryCard = ({ title, subtitle, children, footer, maxWidth = 420 }: RecoveryCardProps) => (
  <Box
    component="main"
    sx={{ position: 'relative', minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, py: 10, bgcolor: 'background.default' }}
  >
    <PageLanguageSwitcher />
    <Stack spacing={3} sx={{ width: '100%', maxWidth, alignItems: 'center' }}>
      <BrandMark />
      <Card variant="outlined" sx={{ width: '100%', borderRadius: 3 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={3}>
            <div>
              <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 0.5 }}>
                {title}
              </Typography>
              {subtitle ? (
                <Typography variant="body2" color="text.secondary">
                  {subtitle}
                </Typography>
              ) : null}
            </div>
            {children}
            {footer ? <Stack spacing={1} sx={{ alignItems: 'center' }}>{footer}</Stack> : null}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  </Box>
);
