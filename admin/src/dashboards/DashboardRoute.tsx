import { useCurrentRoute } from '../shell/currentRoute';
import { DashboardPage } from './DashboardPage';

/** The dashboard of the screen whose route is open (routes/screens.ts gives every dashboard this page). */
export const DashboardRoute = () => <DashboardPage name={useCurrentRoute().page!} />;
