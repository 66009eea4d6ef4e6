import { BrowserRouter } from 'react-router-dom';
import { ClubAdmin } from './ClubAdmin';
import { DirectionStyles } from './preferences/DirectionStyles';
import { PreferencesProvider } from './preferences/PreferencesProvider';

/** The router sits outside <Admin> so that the spec's real paths (no hash) work. */
export const App = () => (
  <BrowserRouter>
    <PreferencesProvider>
      <DirectionStyles>
        <ClubAdmin />
      </DirectionStyles>
    </PreferencesProvider>
  </BrowserRouter>
);
