import type { AppRoute } from './types';

/** Third-party sign-in (SPEC §2: /clerk has its own auth and signed-in layouts). */
export const routes: AppRoute[] = [
  { path: '/clerk/sign-in', layout: 'bare', public: true, load: () => import('../pages/clerk/ClerkSignInPage').then((m) => ({ default: m.ClerkSignInPage })) },
  { path: '/clerk/sign-up', layout: 'bare', public: true, load: () => import('../pages/clerk/ClerkSignUpPage').then((m) => ({ default: m.ClerkSignUpPage })) },
  { path: '/clerk/user-management', layout: 'bare', load: () => import('../pages/clerk/UserManagementPage').then((m) => ({ default: m.UserManagementPage })) },
];
