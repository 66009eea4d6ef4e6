import { InAppNotifications, registerInAppNotifications } from './notifications/in-app';
import { RecordAudience } from './notifications/record-audience';
import { Followers } from './notifications/followers';
import { NoticeDelivery } from './notifications/notice-delivery';
import { registerChangeNotices } from './notifications/change-notices';
import { installDailyDigest } from './notifications/daily-digest';
import { registerCommentRules } from './comments/comment-rules';
import { registerCommentNotices } from './comments/comment-notices';
import { RecordTalk } from './comments/record-talk';
import { CommentsController } from './comments/comments.controller';
import { RequiredNotificationsController } from './notifications/required-notifications.controller';
import 'reflect-metadata';
import fastifyStatic from '@fastify/static';
import type { Registry } from '@club/schema';
import { loadRegistry } from '@club/schema/node';
import { registryFromSource } from './modules/registry-from-source';
import { type DynamicModule, Logger, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { PermissionStore, topRankActionsOf } from './access/permission-store';
import { syncAccess } from './access/sync-access';
import { registerAuditTrail } from './audit/audit-trail';
import { registerServerOverrides } from './server-overrides/load';
import { Scheduler } from './scheduler';
import { Reminders } from './reminders';
import { Records } from './crud/records';
import { registerTrash } from './trash/trash';
import { startBackupControl } from './backup/backup-control';
import { backupFilesOf } from './backup/archive';
import { RecordActions } from './server-overrides/record-actions';
import { AllowedActions } from './rules/allowed-actions';
import { installRules } from './rules/install';
import { RuleMessages } from './rules/rule-messages';
import { RuleRefusals } from './rules/refusals';
import { RecordActionsController } from './server-overrides/record-actions.controller';
import { VersionsController } from './audit/versions.controller';
import { AuthModule, AuthService, authGuard } from './auth';
import { OidcService } from './auth/oidc/oidc.service';
import { IntegrationsController } from './integrations/integrations.controller';
import { DashboardsController } from './dashboards/dashboards.controller';
import { DashboardsService } from './dashboards/dashboards.service';
import { IntegrationsService } from './integrations/integrations.service';
import { SecretBox } from './integrations/secret-box';
import { LogTransport } from './outbox/log-transport';
import { installZatca, type Zatca } from './zatca/install-zatca';
import { ZatcaAdmin } from './zatca/zatca-admin';
import { ZatcaController } from './zatca/zatca.controller';
import { installWebhooks } from './webhooks/install-webhooks';
import { AddressGuard } from './outbox/address-guard';
import { CurrentPassword } from './auth/account/current-password';
import type { AppConfig } from './config';
import { CrudController } from './crud/crud.controller';
import { RecordSearchController } from './search/record-search.controller';
import { RecordSearchService } from './search/record-search.service';
import { DocumentsController } from './documents/documents.controller';
import { StatementsController } from './statements/statements.controller';
import { SalaryFilesController } from './payroll/salary-files.controller';
import { SalaryFiles } from './payroll/salary-files';
import { DocumentsService } from './documents/documents.service';
import { CrudService } from './crud/crud.service';
import { initializeWhenReachable, migrateOnce, onceAtATime, watchPool } from './database/connect';
import { createDataSource } from './database/data-source';
import { internalEntities } from './internal-entities';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './database/embedded';
import { ensureAdmin, ensureFirstAdmin, type AdminAccount } from './demo/ensure-admin';
import type { DemoFileStore } from './demo/demo-seed';
import { loadDemoData } from './demo/load-demo';
import { seedLedger } from './ledger/seed-ledger';
import { LedgerController } from './ledger/ledger.controller';
import { LeaveController } from './leave/leave.controller';
import { LeavePreview } from './leave/leave-preview';
import { ImportService } from './imports/import.service';
import { IMPORT_MESSAGES, ImportsController } from './imports/imports.controller';
import { LedgerReports } from './ledger/ledger-reports';
import { AppLogger } from './http/app-logger';
import { Readers } from './access/readers';
import { ApiExceptionFilter } from './http/exception.filter';
import { logRequests, requestIdOf } from './http/request-log';
import { HealthController } from './http/health.controller';
import { APP_CONFIG, DATABASE_POOL } from './http/tokens';
import { openApiDocument } from './openapi/document';
import { createRecovery } from './auth/recovery/recovery-setup';
import { RecoveryModule, type RecoveryServices } from './auth/recovery/recovery.module';
import { mailConfigFromEnv, type Outbox } from './outbox';
import { FilesController, FilesService, FileSweep, acceptMultipartBodies, fileStoreOf, registerFileAttachments } from './files';
import { detectType } from './files/file-content';
import { ThrottlerModule } from '@nestjs/throttler';
import { PublicPagesController } from './public/public-pages.controller';
import { PublicPages } from './public/public-pages.service';
import { PublicCodes } from './public/public-codes';
import { RecoveryThrottle } from './auth/recovery/recovery-throttle';
import { publicThrottling } from './public/public-throttling';
import { SecurityLog } from './security/security-log';
import { registerSecurityHeaders } from './http/security-headers';
import { compressAnswers } from './http/compress-answers';
import { adminFileCachePolicy } from './http/admin-cache';
import { acceptJsonBodies } from './http/json-body';
import { registerApiRateLimit } from './http/api-rate-limit';
import { MESSAGES } from './i18n/messages';
import { PasswordHasher } from './security/password-hashing';
import { LiveController } from './live/live.controller';
import { LiveStreams } from './live/live-streams';
import { ChangeListener } from './live/change-listener';
import { registerLivePublishing } from './live/publish-changes';
import { installIdempotency, REPLAYED_HEADER } from './idempotency';

export interface App {
  app: NestFastifyApplication;
  registry: Registry;
  dataSource: DataSource;
  crud: CrudService;
  auth: AuthService;
  /** Third-party sign-in through the OpenID Connect provider (/clerk). */
  oidc: OidcService;
  /** Outgoing email and SMS (the notifications resource). */
  outbox: Outbox;
  /** ZATCA phase 2 e-invoicing: its settings and onboarding. */
  zatca: Zatca;
  pool: Pool;
  /** Uploaded files' removal after their records let them go. */
  fileSweep: FileSweep;
  /** Work the resources do every so often (contract reminders). */
  scheduler: Scheduler;
  /** Security events: structured log lines and the superadmin's security log. */
  securityLog: SecurityLog;
  /** The live event streams open on this instance (GET /api/live). */
  live: LiveStreams;
  /** The sign-in stated at start, when the app created it. */
  /** The generated first sign-in of an embedded install, to print once (until its owner changes it). */
  firstSignIn?: AdminAccount;
  close(): Promise<void>;
}

@Module({})
class AppModule {
  static with(config: AppConfig, crud: CrudService, pool: Pool, auth: AuthService, oidc: OidcService, integrations: IntegrationsService, recovery: RecoveryServices, recordActions: RecordActions, allowedActions: AllowedActions, files: FilesService, securityLog: SecurityLog, publicPages: PublicPages, documents: DocumentsService, zatcaAdmin: ZatcaAdmin, salaryFiles: SalaryFiles, ruleMessages: RuleMessages, live: LiveStreams, talk: RecordTalk): DynamicModule {
    return {
      module: AppModule,
      imports: [AuthModule.with(auth, oidc), RecoveryModule.with(recovery), ThrottlerModule.forRoot(publicThrottling(config.publicRateLimit))],
      // The files routes before the generic ones, though /api/files is a fixed path either way.
      controllers: [HealthController, LiveController, FilesController, IntegrationsController, ZatcaController, DashboardsController, RecordSearchController, PublicPagesController, DocumentsController, StatementsController, SalaryFilesController, LedgerController, LeaveController, ImportsController, CommentsController, RequiredNotificationsController, CrudController, RecordActionsController, VersionsController],
      providers: [
        { provide: PublicPages, useValue: publicPages },
        { provide: LiveStreams, useValue: live },
        { provide: DocumentsService, useValue: documents },
        { provide: SalaryFiles, useValue: salaryFiles },
        { provide: RecordTalk, useValue: talk },
        { provide: FilesService, useValue: files },
        { provide: IntegrationsService, useValue: integrations },
        { provide: ZatcaAdmin, useValue: zatcaAdmin },
        { provide: DashboardsService, useValue: new DashboardsService(crud.registry, crud, auth.permissions) },
        { provide: RecordSearchService, useValue: new RecordSearchService(crud) },
        { provide: LedgerReports, useValue: new LedgerReports(pool) },
        { provide: LeavePreview, useValue: new LeavePreview(crud) },
        { provide: ImportService, useValue: new ImportService(crud.registry, crud, ruleMessages) },
        { provide: IMPORT_MESSAGES, useValue: ruleMessages },
        { provide: SecurityLog, useValue: securityLog },
        { provide: RecordActions, useValue: recordActions },
        { provide: AllowedActions, useValue: allowedActions },
        { provide: APP_CONFIG, useValue: config },
        { provide: CrudService, useValue: crud },
        { provide: Readers, useValue: new Readers() },
        { provide: DATABASE_POOL, useValue: pool },
      ],
    };
  }
}

const logger = new Logger('App');

/**
 * A request too malformed to route (bad URL bytes, broken headers) still gets the API's error
 * shape; so does one that did not arrive within REQUEST_TIMEOUT_MS (a client trickling its body).
 */
const rejectMalformedRequest = (error: Error, socket: Duplex) => {
  const timedOut = (error as { code?: string }).code === 'ERR_HTTP_REQUEST_TIMEOUT';
  const body = JSON.stringify({ message: timedOut ? MESSAGES.en.requestTimeout : 'Malformed HTTP request', errors: {} });
  if (socket.writable) {
    const status = timedOut ? '408 Request Timeout' : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  } else socket.destroy();
};

/** Connects the database, migrates it, loads first-start data and builds the HTTP app (not yet listening). */
export const createApp = async (config: AppConfig): Promise<App> => {
  const registry = config.resourcesDir ? await loadRegistry(config.resourcesDir) : await registryFromSource();
  let embedded: EmbeddedDatabase | undefined;
  if (!config.databaseUrl) embedded = await startEmbeddedDatabase(config.dataDir);
  const makeDataSource = () =>
    createDataSource({
      url: config.databaseUrl ?? embedded!.url,
      registry,
      // PGlite has one session: a second connection would interleave transactions.
      poolSize: embedded ? 1 : config.poolSize,
      keepAlive: Boolean(embedded),
      internalEntities,
      // The embedded database runs one statement at a time in-process: no timer to stop one.
      statementTimeoutMs: embedded ? 0 : config.statementTimeoutMs,
    });
  let dataSource: DataSource | undefined;
  try {
    // A PostgreSQL server may not be up yet (started with the app, or restarting): wait for it.
    dataSource = await initializeWhenReachable(makeDataSource, embedded ? 0 : config.databaseWaitSeconds);
    const pool = (dataSource.driver as PostgresDriver).master as Pool;
    watchPool(pool);
    const migrations = await migrateOnce(dataSource, pool, !embedded);
    const crud = new CrudService(registry, pool, !embedded, new PasswordHasher(config.passwordHashCost));
    // Before any write, demo data included (system writes: no actor).
    registerAuditTrail(crud, registry);
    // Every committed write is told to the live streams of every instance (pg_notify in its transaction).
    registerLivePublishing(crud);
    // Whoever a write names as assignee or awaited approver is told in the app, in its transaction.
    const notifications = new InAppNotifications(registry, crud);
    registerInAppNotifications(crud, registry, notifications);
    // Files named in a write are checked and attached in its transaction; let-go files leave after it.
    const fileStore = fileStoreOf(config.files);
    const fileSweep = new FileSweep(pool, fileStore);
    const files = new FilesService(pool, crud, fileStore);
    registerFileAttachments(crud, registry, () => fileSweep.request());
    // Roles and pages follow the code before anyone signs in; the rank rules guard every write after.
    const permissions = new PermissionStore(pool, topRankActionsOf(registry.pages));
    const securityLog = new SecurityLog(pool);
    // What a start writes is written once however many instances start together (as the migrations).
    await onceAtATime(pool, 'club.start-up', !embedded, async () => {
      await syncAccess(pool, registry);
      // Settings resources have their one row before anyone reads them.
      await crud.ensureServerRows();
    });
    const auth = await AuthService.create({ pool, crud, permissions, jwtSecret: config.jwtSecret, prepareStatements: !embedded, securityLog });
    const live = new LiveStreams(crud, auth);
    const changeListener = new ChangeListener(pool, { change: (change) => live.deliver(change), resumed: () => live.resyncAll() }, Boolean(embedded));
    // Each resource's own rules (api/src/overrides/{name}.ts) guard every write from here on.
    const mail = config.mail ?? mailConfigFromEnv({}, config.port);
    // Third-party sign-in (/clerk): the provider of OIDC_*, when one is set up.
    const oidc = new OidcService({ pool, crud, auth, permissions, notifications, config: config.oidc, publicUrl: mail.publicUrl });
    // The apps of /apps: the outbox's email and SMS go through the settings in effect at each delivery.
    // The integrations' secrets (the apps' passwords, ZATCA's keys), sealed at rest.
    const secrets = await SecretBox.create(pool, config.settingsKey);
    const currentPassword = new CurrentPassword(pool, crud.passwords, auth);
    // Every email, SMS and webhook connection (tests and deliveries) reaches no internal address unless allowed.
    const guard = new AddressGuard(config.integrationAllowedHosts);
    const integrations = new IntegrationsService({
      pool,
      secrets,
      environment: { smtpUrl: mail.smtpUrl, mailFrom: mail.mailFrom, sms: mail.sms, files: config.files, oidc: config.oidc },
      permissions,
      securityLog,
      fileStore,
      oidc,
      guard,
      currentPassword,
    });
    const recovery = createRecovery(pool, crud, auth, mail, { email: integrations.transportFor('email'), sms: integrations.transportFor('sms'), zatca: new LogTransport(), webhook: new LogTransport() });
    // A change of the senders is announced through the outbox (pinned to the senders before it).
    integrations.useOutbox(recovery.outbox);
    // The words of locales/ the rules and actions answer in (the admin's own labels).
    const ruleMessages = await RuleMessages.load();
    const recordActions = new RecordActions(registry, ruleMessages);
    // A provider's account linked to a user is told to them by email.
    oidc.useOutbox(recovery.outbox);
    // What the scheduled jobs queue goes out as soon as their run commits.
    const scheduler = new Scheduler(pool, () => recovery.outbox.wake(), (work) => crud.together(work));
    // Comments on any record, its followers, and notices told as each person chose (issue 49).
    const audience = new RecordAudience(crud, permissions);
    const followers = new Followers(crud, registry);
    const delivery = new NoticeDelivery(recovery.outbox, ruleMessages, mail.publicUrl);
    notifications.useDelivery(delivery);
    registerCommentRules(crud, audience, ruleMessages);
    registerCommentNotices(crud, registry, followers, audience, notifications);
    registerChangeNotices(crud, registry, followers, audience, notifications);
    installDailyDigest({ scheduler, crud, outbox: recovery.outbox, delivery, messages: ruleMessages });
    const talk = new RecordTalk(crud, followers, audience);
    // The codes and personal links that prove who sends a public page's form.
    const publicCodes = new PublicCodes(pool);
    // The rules each resource declares (schema/src/rules.ts) judge every write first, in the words of locales/.
    const records = new Records(crud);
    const ruleRefusals = new RuleRefusals(registry, ruleMessages);
    installRules(crud, registry, records, ruleMessages, recordActions, ruleRefusals);
    await registerServerOverrides(crud, registry, { pool, records, permissions, auth, outbox: recovery.outbox, notifications, publicUrl: mail.publicUrl, invite: (roleKey, email, actor, locale) => recovery.invitations.inviteTo(roleKey, email, actor, locale), personalLinks: publicCodes, rules: ruleRefusals }, recordActions, scheduler);
    // Deletes go to the trash, restored by those who may delete; a job purges what is older than TRASH_DAYS.
    // ZATCA phase 2 after the invoices' own rules: it signs what they computed (api/src/zatca/).
    // The declared reminders (schema/src/reminders.ts): a staff document about to end told to its people.
    new Reminders({ registry, crud, records, outbox: recovery.outbox, notifications, messages: ruleMessages, publicUrl: mail.publicUrl, scheduler }).install();
    const zatca = installZatca({ crud, records, outbox: recovery.outbox, scheduler, pool, secrets, rules: ruleRefusals, messages: ruleMessages });
    // Signed webhooks: a subscribed write's deliveries queued in its transaction, sent by the outbox (api/src/webhooks/).
    installWebhooks({ pool, crud, records, permissions, outbox: recovery.outbox, secrets, guard, notifications, rules: ruleRefusals, messages: ruleMessages, recordActions });
    registerTrash(crud, registry, recordActions, scheduler, config.trashDays);
    recordActions.checkComplete();
    // The demo and the first administrator: by the first of several instances starting together only.
    const { empty, firstSignIn } = await onceAtATime(pool, 'club.start-up', !embedded, async () => {
      // The books open on the seeded chart of accounts (before the demo's documents post to it).
      await crud.together(() => seedLedger(records));
      const empty = !(await auth.hasUsers());
      if (empty && (config.seedDemo ?? Boolean(embedded))) {
        const storeDemoFile: DemoFileStore = async (resource, field, file, by) => (await files.keep({ resource, name: field }, { ...file, type: (await detectType(file.bytes, file.name)) ?? 'text/plain' }, by ?? null)).id;
        const count = await loadDemoData(registry, crud, recordActions, storeDemoFile);
        logger.log(`Loaded ${count} demo records`);
      }
      let firstSignIn: AdminAccount | undefined;
      if (config.adminEmail && config.adminPassword) await ensureAdmin(pool, crud, { email: config.adminEmail, password: config.adminPassword });
      else if (embedded) firstSignIn = await ensureFirstAdmin(pool, crud, auth, empty);
      return { empty, firstSignIn };
    });
    // PGlite never analyses by itself; without statistics a page can be 30x slower.
    if (embedded && (migrations.length > 0 || empty)) await pool.query('ANALYZE');

    const app = await NestFactory.create<NestFastifyApplication>(
      AppModule.with(config, crud, pool, auth, oidc, integrations, recovery, recordActions, new AllowedActions(registry, crud, recordActions, ruleMessages), files, securityLog, new PublicPages({ crud, pool, actions: recordActions, codes: publicCodes, outbox: recovery.outbox, throttle: new RecoveryThrottle(pool) }), new DocumentsService(crud, registry, ruleMessages, files, recovery.outbox), new ZatcaAdmin({ zatca, pool, permissions, currentPassword, messages: ruleMessages }), new SalaryFiles(crud, pool, ruleMessages), ruleMessages, live, talk),
      new FastifyAdapter({
        bodyLimit: 1_048_576,
        trustProxy: config.trustProxy,
        clientErrorHandler: rejectMalformedRequest,
        genReqId: requestIdOf,
        // No Nest middleware here (each step of a request is a Fastify hook): no middie hook per request.
        skipMiddie: true,
        // Node takes the deadline only when the server is created (Fastify sets it later, unheeded),
        // and checks it every connectionsCheckingInterval (30 s by default): here each second.
        requestTimeout: config.requestTimeoutMs,
        http: { requestTimeout: config.requestTimeoutMs, connectionsCheckingInterval: Math.min(1000, config.requestTimeoutMs) },
      }),
      {
        logger: config.logLevel === 'silent' ? false : new AppLogger(config.logLevel, config.logFormat === 'json'),
        abortOnError: false,
        // JSON bodies are parsed by acceptJsonBodies (a depth limit first); nothing takes form bodies.
        bodyParser: false,
      },
    );
    acceptJsonBodies(app.getHttpAdapter().getInstance());
    logRequests(app.getHttpAdapter().getInstance(), new Logger('Request'), config.logLevel === 'info' || config.logLevel === 'debug');
    registerSecurityHeaders(app.getHttpAdapter().getInstance(), { https: (config.mail?.publicUrl ?? '').startsWith('https://') });
    // Idempotency-Key on writes: before compression, so that an answer is kept as it was sent.
    installIdempotency(app.getHttpAdapter().getInstance(), pool, scheduler);
    compressAnswers(app.getHttpAdapter().getInstance());
    // Uploads (POST /api/files): the route reads its one file itself, within its field's limit.
    acceptMultipartBodies(app.getHttpAdapter().getInstance());
    const adminIndex = config.adminDist && existsSync(join(config.adminDist, 'index.html')) ? join(config.adminDist, 'index.html') : undefined;
    if (adminIndex) {
      // Dotfiles (an .env copied by mistake) are never served: they answer as unknown paths.
      await app.register(fastifyStatic, {
        root: config.adminDist!,
        prefix: '/',
        wildcard: true,
        index: ['index.html'],
        dotfiles: 'ignore',
        // The build's .br and .gz beside each file, as the browser accepts them.
        preCompressed: true,
        cacheControl: false,
        setHeaders: (response, path) => response.setHeader('cache-control', adminFileCachePolicy(config.adminDist!, path)),
      });
    }
    app.useGlobalFilters(new ApiExceptionFilter(adminIndex));
    // Browsers on other origins only when configured: otherwise no CORS hook runs on any request.
    if (config.corsOrigins.length > 0) app.enableCors({ origin: config.corsOrigins, exposedHeaders: ['Content-Range', REPLAYED_HEADER] });
    // Bearer access token on every /api route but the public ones (after CORS: refusals carry its headers).
    await app.register(authGuard(auth, recordActions));
    // After the guard: the budget is the signed-in user's.
    registerApiRateLimit(app.getHttpAdapter().getInstance(), config.apiRateLimit, securityLog);
    SwaggerModule.setup('api/docs', app, openApiDocument(registry) as unknown as OpenAPIObject, {
      jsonDocumentUrl: 'api/openapi.json',
      yamlDocumentUrl: 'api/openapi.yaml',
    });
    await app.init();
    // The changes every instance commits, heard from now on (the demo's own writes were before).
    await changeListener.start();
    // Messages queued before a restart, and retries, go out from now on.
    recovery.outbox.start();
    fileSweep.start();
    if (config.scheduledJobs ?? true) scheduler.start();
    logger.log(`Uploads: ${fileStore.description}`);
    // `pnpm backup` asks the running app for a consistent copy of the embedded database and its files.
    const backups = embedded && !config.dataDir.startsWith('memory://')
      ? await startBackupControl(config.dataDir, {
          dumpDatabase: () => embedded!.dump(),
          files: backupFilesOf(config.dataDir, config.files),
          holdFiles: () => fileSweep.hold(),
        })
      : undefined;
    return {
      app,
      registry,
      dataSource,
      crud,
      auth,
      oidc,
      outbox: recovery.outbox,
      zatca,
      pool,
      fileSweep,
      scheduler,
      securityLog,
      live,
      firstSignIn,
      // In order: stop taking requests and finish those under way, finish the delivery under way,
      // then let the database go.
      close: async () => {
        const shutdown = new Logger('Shutdown');
        // Keep-alive connections that finish their request while the server closes are closed
        // too (closing only those idle at the start would wait for the clients to hang up).
        const server = app.getHttpServer() as import('node:http').Server;
        // What is queued from now on waits for the next start (it may be long: requests finish first).
        recovery.outbox.pause();
        // Event streams never end by themselves: they end now (their clients reconnect elsewhere).
        live.endAll();
        await changeListener.stop();
        const sweeper = setInterval(() => server.closeIdleConnections(), 100);
        try {
          await app.close();
        } finally {
          clearInterval(sweeper);
        }
        shutdown.debug('HTTP server closed');
        // The API keys' last uses counted since the last write of them.
        await auth.apiKeys.usage.flush().catch(() => undefined);
        await backups?.stop();
        await scheduler.stop();
        await recovery.outbox.stop();
        await fileSweep.stop();
        shutdown.debug('Scheduled jobs, outbox and file sweep stopped');
        await dataSource!.destroy();
        await embedded?.stop();
        shutdown.debug('Database closed');
      },
    };
  } catch (error) {
    if (dataSource?.isInitialized) await dataSource.destroy();
    await embedded?.stop();
    throw error;
  }
};
