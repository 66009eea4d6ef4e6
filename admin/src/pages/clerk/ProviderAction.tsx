import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { ProviderInfo } from './clerkApi';
import { ProviderButton } from './ProviderButton';

export interface ProviderActionProps {
  provider: ProviderInfo | undefined;
  label: string;
  busyLabel: string;
  go: () => Promise<string>;
  onError: (error: unknown) => void;
  icon?: ReactNode;
}

/** The provider's button once it is known to be set up; a note when it is not. */
export const ProviderAction = ({ provider, ...button }: ProviderActionProps) => {
  const translate = useTranslate();
  if (!provider) {
    return (
      <Stack sx={{ alignItems: 'center', py: 1 }} role="status" aria-label={translate('ra.page.loading')}>
        <CircularProgress size={24} />
      </Stack>
    );
  }
  if (!provider.enabled) return <Alert severity="warning">{translate('app.clerk.notConfigured')}</Alert>;
  return <ProviderButton {...button} fullWidth={!button.icon} />;
};
