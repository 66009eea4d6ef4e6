export { createApp, type App } from './app';
export { configFromEnv, type AppConfig } from './config';
export { AuthService, authUserOf, issueAccessToken, type AuthUser } from './auth';
export { CrudService, EXACT_COUNT_CAP } from './crud/crud.service';
export { parseListQuery, type ListQuery } from './crud/list-query';
export * as sql from './crud/sql';
export { startEmbeddedDatabase } from './database/embedded';
export { DEMO_ADMIN } from './demo/ensure-admin';
export { diffSchema } from './database/schema-diff';
