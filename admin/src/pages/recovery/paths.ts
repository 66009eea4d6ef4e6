/** The public account pages of SPEC §2. */
export const FORGOT_PASSWORD_PATH = '/forgot-password';
export const OTP_PATH = '/otp';
export const SIGN_UP_PATH = '/sign-up';

/** The search parameter that carries a reset or invitation link's token. */
export const TOKEN_PARAM = 'token';

/** A loose check before asking the server (which checks for real). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
