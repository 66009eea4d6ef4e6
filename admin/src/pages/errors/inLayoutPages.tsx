import { ErrorPage } from './ErrorPage';

/** <Admin catchAll>: an unknown address of a signed-in user, inside the layout. */
export const NotFoundInLayout = () => <ErrorPage status={404} inLayout />;

/** <Admin accessDenied> and any screen the user's role may not open: 403 inside the layout. */
export const AccessDeniedInLayout = () => <ErrorPage status={403} inLayout />;

/**
 * The layout's error boundary (a screen that crashed): the 500 page in minimal mode, without
 * buttons, because the sidebar is right there and moving to another address clears the error.
 * React itself logs the error.
 */
export const ScreenCrashed = () => <ErrorPage status={500} minimal inLayout />;
