import { createRequire } from 'node:module';

// Common passwords: the ranked list of @zxcvbn-ts/language-common (about 49,000 passwords from
// public breach corpora, all lower case; maintained by the zxcvbn-ts project). Lengths under 8
// are refused anyway; what the list adds is the ~18,000 common ones of 8 characters or more
// ("password1", "iloveyou2", "qwertyuiop"...). Loaded once, on first use, into a Set.

// The minimum length is the password kind's own rule (schema/src/kinds.ts).
export { PASSWORD_MIN_LENGTH } from '@club/schema';
export const PASSWORD_MAX_LENGTH = 256;

let common: Set<string> | undefined;

const commonPasswords = (): Set<string> => {
  if (!common) {
    const require = createRequire(import.meta.url);
    const { dictionary } = require('@zxcvbn-ts/language-common') as { dictionary: { 'passwords-common': string[] } };
    common = new Set(dictionary['passwords-common']);
  }
  return common;
};

/** True for a password found in the common-password list (compared case-insensitively, as the list is lower case). */
export const isCommonPassword = (password: string): boolean => commonPasswords().has(password.toLowerCase());

/** How many passwords the list holds (for tests and the start-up log). */
export const commonPasswordCount = (): number => commonPasswords().size;
