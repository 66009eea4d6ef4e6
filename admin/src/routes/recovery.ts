import { FORGOT_PASSWORD_PATH, OTP_PATH, SIGN_UP_PATH } from '../pages/recovery/paths';
import type { AppRoute } from './types';

/** The public account pages of SPEC §2: forgotten password, one-time code, sign-up. */
export const routes: AppRoute[] = [
  { path: FORGOT_PASSWORD_PATH, layout: 'bare', public: true, load: () => import('../pages/recovery/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })) },
  { path: OTP_PATH, layout: 'bare', public: true, load: () => import('../pages/recovery/OtpPage').then((m) => ({ default: m.OtpPage })) },
  { path: SIGN_UP_PATH, layout: 'bare', public: true, load: () => import('../pages/signUp/SignUpPage').then((m) => ({ default: m.SignUpPage })) },
];
