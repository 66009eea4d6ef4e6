import { useMemo, useState } from 'react';
import { AdminContext, Authenticated, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './auth/authProvider';
import { dataProvider } from './data/dataProvider';
import { createI18nProvider } from './i18n/i18nProvider';
import { ClubLayout } from './layout/ClubLayout';
import { AccessDeniedInLayout, NotFoundInLayout } from './pages/errors/inLayoutPages';
import { createStore } from './preferences/createStore';
import { themeFor } from './preferences/theme';
import { usePreferences } from './preferences/usePreferences';
import { useReducedMotion } from './preferences/useReducedMotion';
import { RESOURCE_DESCRIPTORS } from './resources/descriptors';
import { APP_ROUTES } from './routes';
import { LazyRoute } from './routes/LazyRoute';
import { PageGate } from './routes/PageGate';
import { queryClient } from './shell/queryClient';
import { ClubAdminUI } from './shell/ClubAdminUI';
import { ShellFeedback } from './shell/ShellFeedback';

const bareRoutes = APP_ROUTES.filter((route) => route.layout === 'bare');
// The home ('/') is react-admin's dashboard: its own route would compete with the one react-admin keeps for '/'.
const homeRoute = APP_ROUTES.find((route) => route.layout === 'app' && route.path === '/');
const shellRoutes = APP_ROUTES.filter((route) => route.layout === 'app' && route !== homeRoute);
const Home = homeRoute ? () => <LazyRoute route={homeRoute} /> : undefined;

/**
 * Custom pages come from the route table (routes/). Every route but the public ones needs a stored access token (requireAuth); without one the
 * authProvider sends the user to /sign-in?redirect=<where they were>. react-admin's own /login
 * page is off: the spec's sign-in pages are routes without the layout.
 */
export const ClubAdmin = () => {
  const { direction, font, locale, colorMode } = usePreferences();
  const [store] = useState(() => createStore(locale));
  const [i18nProvider] = useState(() => createI18nProvider(locale));
  const reducedMotion = useReducedMotion();
  const theme = useMemo(
    () => themeFor(direction, font, colorMode, reducedMotion, i18nProvider.translate('ra.page.loading')),
    // The language follows the direction (one per locale); the label is read again when it changes.
    [direction, font, colorMode, reducedMotion, i18nProvider],
  );
  return (
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={theme}
      queryClient={queryClient}
    >
      <ClubAdminUI
        requireAuth
        loginPage={false}
        layout={ClubLayout}
        dashboard={Home}
        notification={ShellFeedback}
        catchAll={NotFoundInLayout}
        accessDenied={AccessDeniedInLayout}
        disableTelemetry
      >
        <CustomRoutes noLayout>
          {bareRoutes.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={route.public ? <LazyRoute route={route} /> : <Authenticated><LazyRoute route={route} /></Authenticated>}
            />
          ))}
        </CustomRoutes>
        <CustomRoutes>
          {shellRoutes.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={route.page ? <PageGate page={route.page}><LazyRoute route={route} /></PageGate> : <LazyRoute route={route} />}
            />
          ))}
        </CustomRoutes>
        {RESOURCE_DESCRIPTORS.map((descriptor) => (
          <Resource key={descriptor.name} {...descriptor} />
        ))}
      </ClubAdminUI>
    </AdminContext>
  );
};
