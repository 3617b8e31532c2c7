import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/env.js';
import { type AppContext, AppEvents } from './context.js';
import type { Database } from './db/client.js';
import { startEmbeddedMaintenance } from './db/maintenance.js';
import { clientErrorHandler } from './lib/client-error.js';
import { DocumentReader } from './lib/documents/reader.js';
import { FailureThrottle } from './lib/failure-throttle.js';
import { requestLogSerializer } from './lib/log-redaction.js';
import { createMailer, type Mailer } from './lib/mail/mailer.js';
import { startPeriodicJobs } from './lib/periodic-jobs.js';
import { S3Storage } from './lib/s3-storage.js';
import { LocalStorage, type Storage } from './lib/storage.js';
import { SessionTokens } from './lib/tokens.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { adminAccountsRoutes } from './modules/admin-accounts/admin-accounts.routes.js';
import { adminStaffRoutes } from './modules/admin-staff/admin-staff.routes.js';
import { alertsRoutes } from './modules/alerts/alerts.routes.js';
import { availabilityRoutes } from './modules/availability/availability.routes.js';
import { availabilityJobs } from './modules/availability/availability.service.js';
import { billingRoutes } from './modules/billing/billing.routes.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { startDigestJob } from './modules/chat/digest.js';
import { complianceRoutes } from './modules/compliance/compliance.routes.js';
import { complianceJobs } from './modules/compliance/compliance.service.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { contractsRoutes } from './modules/contracts/contracts.routes.js';
import { craJobs } from './modules/cras/cra-deadline.js';
import { crasRoutes } from './modules/cras/cras.routes.js';
import { favouritesRoutes } from './modules/favourites/favourites.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { interviewsRoutes } from './modules/interviews/interviews.routes.js';
import { InvoiceDrawings } from './modules/invoices/invoice-drawings.js';
import { invoicesRoutes } from './modules/invoices/invoices.routes.js';
import { legalRoutes } from './modules/legal/legal.routes.js';
import { MatchIndex } from './modules/matching/match-index.js';
import { matchingRoutes } from './modules/matching/matching.routes.js';
import { rankingJobs } from './modules/matching/ranking-jobs.js';
import { SearchLogWriter } from './modules/matching/search-log.js';
import { missionsRoutes } from './modules/missions/missions.routes.js';
import { moderationRoutes } from './modules/moderation/moderation.routes.js';
import { myAccountRoutes } from './modules/my-account/my-account.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { offersAdminRoutes } from './modules/offers/offers.admin.routes.js';
import { offersCandidateRoutes } from './modules/offers/offers.candidate.routes.js';
import { offersClientRoutes } from './modules/offers/offers.client.routes.js';
import { overviewRoutes } from './modules/overview/overview.routes.js';
import { paymentsJobs } from './modules/payments/dunning.service.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { payoutsRoutes } from './modules/payments/payouts.routes.js';
import { candidateProfileRoutes } from './modules/profiles/candidate-profile.routes.js';
import { profilesRoutes } from './modules/profiles/profiles.routes.js';
import { requestsRoutes } from './modules/requests/requests.routes.js';
import { reviewsRoutes } from './modules/reviews/reviews.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { shortlistsRoutes } from './modules/shortlists/shortlists.routes.js';
import { SkillCatalog } from './modules/skills/skill-catalog.js';
import { skillsRoutes } from './modules/skills/skills.routes.js';
import { statsRoutes } from './modules/stats/stats.routes.js';
import { teamsRoutes } from './modules/teams/teams.routes.js';
import { techTestRoutes } from './modules/tech-test/tech-test.routes.js';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes.js';
import { uploadsRoutes } from './modules/uploads/uploads.routes.js';
import { auditPlugin } from './plugins/app/audit.js';
import { authPlugin } from './plugins/app/auth.js';
import { errorsPlugin, sendError } from './plugins/app/errors.js';
import { jsonBodyPlugin } from './plugins/app/json-body.js';
import { realtimePlugin } from './plugins/app/realtime.js';
import { webPlugin } from './plugins/app/web.js';
import { multipartPlugin } from './plugins/external/multipart.js';
import { openApiPlugin } from './plugins/external/openapi.js';
import { rateLimitPlugin } from './plugins/external/rate-limit.js';
import { securityPlugin } from './plugins/external/security.js';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export interface BuildOptions {
  config: Config;
  /** An open, migrated database; the app closes it when it closes. */
  database: Database;
  mailer?: Mailer;
  storage?: Storage;
  /** Background jobs (the mail digest): on for `npm start`, off in tests, which run them by hand. */
  startJobs?: boolean;
  /** Told of a failure whose code the route's contract does not declare (tests fail on it). */
  onUndeclaredError?: (route: string, code: string) => void;
  /** Where the logs go (tests read them); standard output by default. */
  logStream?: { write(line: string): void };
}

/** The uploads' storage: the STORAGE_URL bucket, else DATA_DIR/uploads. */
export function createStorage(config: Config): Storage {
  return config.storage ? new S3Storage(config.storage) : new LocalStorage(path.join(config.dataDir, 'uploads'));
}

/** JSON bodies: the longest form (an offer's description) is far below this. */
const BODY_LIMIT = 256 * 1024;

/**
 * Builds the app without listening (tests use `inject`): external plugins, then ours, then the
 * modules, then the web app (STYLE.md, after fastify/demo).
 */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : {}),
            redact: { paths: ['req.headers["sb-tkn"]', 'req.headers.cookie', 'req.headers.authorization'], censor: '[caché]' },
            serializers: { req: requestLogSerializer },
          },
    // Trust X-Forwarded-For only from the configured number of proxy hops.
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    bodyLimit: BODY_LIMIT,
    forceCloseConnections: 'idle',
    // A URL the router cannot read (bad percent-encoding, an over-long parameter) answers like every
    // other refusal (DECISIONS §2), not Fastify's English body.
    frameworkErrors: (error, _request, reply) => {
      void sendError(reply as FastifyReply, error.statusCode === 414 ? 'request.uri_too_long' : 'request.malformed');
    },
    return503OnClosing: true,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON and multipart only: a text/plain body is refused with 415 rather than parsed.
  app.removeContentTypeParser('text/plain');

  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      logger: app.log,
    });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    mailer,
    storage: options.storage ?? createStorage(config),
    tokens: new SessionTokens(config.sessionSecret),
    events: new AppEvents(),
    loginThrottle: new FailureThrottle(database.db, 15 * 60 * 1000),
    matchIndex: new MatchIndex(database.db),
    searchLog: new SearchLogWriter(database.db, app.log),
    documents: new DocumentReader(),
    invoiceDrawings: new InvoiceDrawings(database.db, app.log),
    skills: new SkillCatalog(database.db, { log: app.log, alone: database.kind === 'pglite' }),
    log: app.log,
  };
  app.decorate('ctx', ctx);
  // onClose hooks run last-added first: this one, added before every plugin, runs after all of them
  // (the socket adapter must release its database connection before the pool can end).
  const stopJobs = options.startJobs ? startDigestJob(ctx) : () => undefined;
  const stopMaintenance = options.startJobs ? startEmbeddedMaintenance(database, app.log) : () => undefined;
  const periodicJobs = [
    ...availabilityJobs(ctx),
    ...complianceJobs(ctx),
    ...rankingJobs(ctx),
    ...paymentsJobs(ctx),
    ...craJobs(ctx),
  ];
  const stopPeriodic = options.startJobs ? startPeriodicJobs(database.db, periodicJobs, app.log) : () => undefined;
  // A server builds the candidate index at start, so that no search waits for it (tests build it on use).
  if (options.startJobs) ctx.matchIndex.warm((err) => app.log.error({ err }, 'candidate index build failed'));
  // Stopping: files waiting to be read are refused at once, those being read finish within the reader's deadline
  // (before the HTTP server's close waits for their requests), and onClose ends the workers.
  app.addHook('preClose', async () => ctx.documents.stopAccepting());
  app.addHook('onClose', async () => {
    await ctx.documents.close();
    stopJobs();
    stopMaintenance();
    stopPeriodic();
    await ctx.matchIndex.close();
    // Every answered search is in the log before the database closes (DECISIONS §6.8).
    await ctx.searchLog.close();
    await ctx.invoiceDrawings.flush();
    await mailer.close();
    await database.close();
  });

  await app.register(securityPlugin);
  await app.register(rateLimitPlugin);
  await app.register(multipartPlugin);
  await app.register(openApiPlugin);
  await app.register(errorsPlugin, { onUndeclared: options.onUndeclaredError });
  await app.register(jsonBodyPlugin);
  await app.register(authPlugin);
  await app.register(auditPlugin);

  await app.register(healthRoutes);
  await app.register(legalRoutes);
  await app.register(accountsRoutes);
  await app.register(moderationRoutes);
  await app.register(twoFactorRoutes);
  await app.register(myAccountRoutes);
  await app.register(uploadsRoutes);
  await app.register(contactRoutes);
  await app.register(profilesRoutes);
  await app.register(offersClientRoutes);
  await app.register(offersCandidateRoutes);
  await app.register(offersAdminRoutes);
  await app.register(chatRoutes);
  await app.register(notificationsRoutes);
  await app.register(matchingRoutes);
  await app.register(favouritesRoutes);
  await app.register(requestsRoutes);
  await app.register(missionsRoutes);
  await app.register(crasRoutes);
  await app.register(invoicesRoutes);
  await app.register(paymentsRoutes);
  await app.register(payoutsRoutes);
  await app.register(billingRoutes);
  await app.register(complianceRoutes);
  await app.register(reviewsRoutes);
  await app.register(overviewRoutes);
  await app.register(adminAccountsRoutes);
  await app.register(candidateProfileRoutes);
  await app.register(techTestRoutes);
  await app.register(statsRoutes);
  await app.register(settingsRoutes);
  await app.register(contractsRoutes);
  await app.register(adminStaffRoutes);
  await app.register(skillsRoutes);
  await app.register(teamsRoutes);
  await app.register(shortlistsRoutes);
  await app.register(interviewsRoutes);
  await app.register(availabilityRoutes);
  await app.register(alertsRoutes);
  await app.register(realtimePlugin);

  await app.register(webPlugin, { webDir: config.webDir });

  return app;
}
