import type { TranslateFunction } from 'react-admin';
import { EMAIL_PATTERN } from './paths';

/** What is wrong with the email typed, if anything. */
export const emailError = (email: string, translate: TranslateFunction): string | undefined => {
  if (!email.trim()) return translate('app.recovery.emailRequired');
  if (!EMAIL_PATTERN.test(email.trim())) return translate('app.recovery.emailInvalid');
  return undefined;
};
