import { BrowserRouter } from 'react-router-dom';
import { ClubAdmin } from './ClubAdmin';
import { DirectionStyles } from './preferences/DirectionStyles';
import { PreferencesProvider } from './preferences/PreferencesProvider';

/**
 * The router sits outside <Admin> so that the spec's real paths (no hash) work. Navigations are
 * not transitions: react-admin's sign-out navigates and resets its store and queries in one tick,
 * and with a pending transition the guarded routes kept re-running sign-out on the old location.
 */
export const App = () => (
  <BrowserRouter useTransitions={false}>
    <PreferencesProvider>
      <DirectionStyles>
        <ClubAdmin />
      </DirectionStyles>
    </PreferencesProvider>
  </BrowserRouter>
);
