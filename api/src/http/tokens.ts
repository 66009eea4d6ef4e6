/** Injection tokens: explicit, so that no code depends on emitted decorator metadata. */
export const DATABASE_POOL = Symbol('DATABASE_POOL');
export const APP_CONFIG = Symbol('APP_CONFIG');
