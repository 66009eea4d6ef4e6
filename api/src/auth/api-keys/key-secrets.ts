import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Every key starts so: a scanner (and a person) tells it from an access token (a JWT starts `eyJ`). */
export const KEY_PREFIX = 'club_live_';
const LOOKUP = /^[0-9a-f]{12}$/;
const SECRET = /^[A-Za-z0-9_-]{43}$/;

/** A new key: its text (shown once), the public part it is found by, its visible prefix and the hash kept. */
export interface NewSecret {
  secret: string;
  lookup: string;
  prefix: string;
  hash: string;
}

/** SHA-256 of the whole key: 256 random bits need no slow hash (argon2 is for what people choose). */
export const hashOfKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** `club_live_<12 hex: lookup>_<43 base64url: 256 random bits>`. */
export const newSecret = (): NewSecret => {
  const lookup = randomBytes(6).toString('hex');
  const prefix = `${KEY_PREFIX}${lookup}`;
  const secret = `${prefix}_${randomBytes(32).toString('base64url')}`;
  return { secret, lookup, prefix, hash: hashOfKey(secret) };
};

/** Whether a bearer token is shaped as a key (and so is judged as one, never as a JWT). */
export const looksLikeKey = (token: string): boolean => token.startsWith(KEY_PREFIX);

/** The lookup part of a well-formed key, or undefined. */
export const lookupOf = (key: string): string | undefined => {
  if (!looksLikeKey(key)) return undefined;
  const rest = key.slice(KEY_PREFIX.length);
  const lookup = rest.slice(0, 12);
  return rest[12] === '_' && LOOKUP.test(lookup) && SECRET.test(rest.slice(13)) ? lookup : undefined;
};

/** The stored hash and the presented key's, compared in constant time. */
export const sameHash = (stored: string, presented: string): boolean => {
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(presented, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
};

const BEARER_KEY = /^Bearer +(club_live_[^\s]+) *$/i;

/** The API key an Authorization header carries, or undefined (no header, or an access token). */
export const bearerKeyOf = (authorization: string | undefined): string | undefined => (authorization ? BEARER_KEY.exec(authorization)?.[1] : undefined);
