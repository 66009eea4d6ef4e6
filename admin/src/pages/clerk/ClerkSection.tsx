import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled part of the user-management page: a region named by its heading. */
export const ClerkSection = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Card variant="outlined" component="section" aria-labelledby={id}>
    <CardContent>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2" id={id}>
          {title}
        </Typography>
        {children}
      </Stack>
    </CardContent>
  </Card>
);
