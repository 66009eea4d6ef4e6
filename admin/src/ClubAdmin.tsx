import { useMemo, useState } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './auth/authProvider';
import { SIGN_IN_2_PATH, SIGN_IN_PATH } from './auth/paths';
import { dataProvider } from './data/dataProvider';
import { createI18nProvider } from './i18n/i18nProvider';
import { ClubLayout } from './layout/ClubLayout';
import { LazySignInPage, LazySignInSplitPage } from './pages/signIn/lazyPages';
import { createStore } from './preferences/createStore';
import { themeFor } from './preferences/theme';
import { usePreferences } from './preferences/usePreferences';
import { RESOURCE_DESCRIPTORS } from './resources/descriptors';

/**
 * Every route but the sign-in pages needs a stored access token (requireAuth); without one the
 * authProvider sends the user to /sign-in?redirect=<where they were>. react-admin's own /login
 * page is off: the spec's sign-in pages are routes without the layout.
 */
export const ClubAdmin = () => {
  const { direction, font, locale } = usePreferences();
  const [store] = useState(() => createStore(locale));
  const [i18nProvider] = useState(() => createI18nProvider(locale));
  const theme = useMemo(() => themeFor(direction, font), [direction, font]);
  return (
    <Admin
      dataProvider={dataProvider}
      authProvider={authProvider}
      requireAuth
      loginPage={false}
      i18nProvider={i18nProvider}
      store={store}
      theme={theme}
      layout={ClubLayout}
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route path={SIGN_IN_PATH} element={<LazySignInPage />} />
        <Route path={SIGN_IN_2_PATH} element={<LazySignInSplitPage />} />
      </CustomRoutes>
      {RESOURCE_DESCRIPTORS.map((descriptor) => (
        <Resource key={descriptor.name} {...descriptor} />
      ))}
    </Admin>
  );
};
