import { ClubToaster } from './ClubToaster';
import { ShellActionsBridge } from './ShellActionsBridge';
import { ToastNotifications } from './ToastNotifications';
import { TopProgressBar } from './TopProgressBar';

/**
 * What the app tells the user on every page, signed in or not, with or without the layout:
 * toasts (react-admin's notifications included) and the top progress bar. Given to <Admin> as
 * its `notification` component, which react-admin mounts once beside all routes.
 */
export const ShellFeedback = () => (
  <>
    <ShellActionsBridge />
    <ToastNotifications />
    <ClubToaster />
    <TopProgressBar />
  </>
);
