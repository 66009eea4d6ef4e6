import CssBaseline from '@mui/material/CssBaseline';
import type { ComponentType, ReactNode } from 'react';
import { CoreAdminUI, type CoreAdminUIProps } from 'react-admin';
import { ScreenFailed } from '../pages/errors/inLayoutPages';
import { DocumentTitle } from './DocumentTitle';
import { RouteLoading } from './RouteLoading';

/**
 * react-admin's <AdminUI> with every part given by the shell. <Admin> would also bring its own
 * defaults (login form, snackbar notification, error and loading pages) into the entry chunk even
 * where they are replaced; the spec's own sign-in, toaster and error pages take their place.
 */
export const ClubAdminUI = ({ notification: Notification, ...props }: CoreAdminUIProps & { notification: ComponentType; children: ReactNode }) => (
  <CssBaseline enableColorScheme>
    <CoreAdminUI
      error={ScreenFailed}
      authenticationError={ScreenFailed}
      loading={RouteLoading}
      {...props}
    />
    <Notification />
    <DocumentTitle />
  </CssBaseline>
);
