import { SIGN_IN_2_PATH, SIGN_IN_PATH } from '../auth/paths';
import type { AppRoute } from './types';

export const routes: AppRoute[] = [
  { path: SIGN_IN_PATH, layout: 'bare', public: true, load: () => import('../pages/signIn/SignInPage').then((m) => ({ default: m.SignInPage })) },
  { path: SIGN_IN_2_PATH, layout: 'bare', public: true, load: () => import('../pages/signIn/SignInSplitPage').then((m) => ({ default: m.SignInSplitPage })) },
];
