import path from 'node:path';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { createBackgroundWork } from './lib/background.ts';
import { rateLimitAddress } from './lib/client-address.ts';
import { openFileStore } from './lib/file-store.ts';
import { loggerOptions, registerRequestLog } from './lib/log-options.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { databaseRateLimitStore, GENERAL_WINDOW_SECONDS } from './lib/rate-limit-store.ts';
import { createRateLimiter, startCounterPruning } from './lib/rate-limiter.ts';
import { createRecipientLinks } from './lib/recipient-links.ts';
import { createUrlSigner } from './lib/signed-urls.ts';
import { createSmsProvider } from './lib/sms/index.ts';
import type { SmsProvider } from './lib/sms/provider.ts';
import { createStripeClient } from './lib/stripe.ts';
import { createTokenService } from './lib/tokens.ts';
import { createWhatsAppProvider } from './lib/whatsapp/cloud-api.ts';
import { adminBookingsRoutes } from './modules/admin-bookings/admin-bookings.routes.ts';
import { createAdminBookingsService } from './modules/admin-bookings/admin-bookings.service.ts';
import { agentDeliveryRoutes } from './modules/agent-delivery/agent-delivery.routes.ts';
import {
  agentPickupRoutes,
  createPickupPackagesService,
} from './modules/agent-pickup/agent-pickup.routes.ts';
import { agentWarehouseRoutes } from './modules/agent-warehouse/agent-warehouse.routes.ts';
import { createAgentWarehouseService } from './modules/agent-warehouse/agent-warehouse.service.ts';
import { createAgentJobsService } from './modules/agent-work/agent-jobs.service.ts';
import { agentsRoutes } from './modules/agents/agents.routes.ts';
import { createAgentsService } from './modules/agents/agents.service.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { createAnalyticsService } from './modules/analytics/analytics.service.ts';
import { adminAssignRoutes } from './modules/assignments/admin-assign.routes.ts';
import { createAdminAssignService } from './modules/assignments/admin-assign.service.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { bookingsRoutes } from './modules/bookings/bookings.routes.ts';
import { createBookingsService } from './modules/bookings/bookings.service.ts';
import { presentCompany } from './modules/company/company.presenter.ts';
import { companyRoutes } from './modules/company/company.routes.ts';
import { createCompanyService } from './modules/company/company.service.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import { departuresRoutes } from './modules/departures/departures.routes.ts';
import { createDeparturesService } from './modules/departures/departures.service.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { createDocumentsService } from './modules/documents/documents.service.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { handoverRoutes } from './modules/handover/handover.routes.ts';
import { createHandoverService } from './modules/handover/handover.service.ts';
import { createReadiness, healthRoutes } from './modules/health/health.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { bookingMessagesRoutes } from './modules/notifications/messages.routes.ts';
import { createNotificationWorker } from './modules/notifications/notifications.worker.ts';
import { smsWebhookRoutes } from './modules/notifications/webhooks.routes.ts';
import { createSmsWebhooksService } from './modules/notifications/webhooks.service.ts';
import { whatsappWebhookRoutes } from './modules/notifications/whatsapp-webhooks.routes.ts';
import { createWhatsAppWebhooksService } from './modules/notifications/whatsapp-webhooks.service.ts';
import { createMoveService } from './modules/operations/moves.service.ts';
import { packageStatusRoutes } from './modules/package-status/package-status.routes.ts';
import { createPackageStatusService } from './modules/package-status/package-status.service.ts';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes.ts';
import { createPasswordResetService } from './modules/password-reset/password-reset.service.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { createPaymentsService } from './modules/payments/payments.service.ts';
import { stripeRoutes } from './modules/payments/stripe.routes.ts';
import { createStripePaymentsService } from './modules/payments/stripe.service.ts';
import { presentRates } from './modules/pricing/pricing.presenter.ts';
import { pricingRoutes } from './modules/pricing/pricing.routes.ts';
import { createPricingService } from './modules/pricing/pricing.service.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { createProfileService } from './modules/profile/profile.service.ts';
import { receiptsRoutes } from './modules/receipts/receipts.routes.ts';
import { createReceiptsService } from './modules/receipts/receipts.service.ts';
import { recipientPageRoutes } from './modules/recipient-page/recipient-page.routes.ts';
import { createRecipientPageService } from './modules/recipient-page/recipient-page.service.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { hubRoutes } from './modules/shipments/hub.routes.ts';
import { createHubService } from './modules/shipments/hub.service.ts';
import { shipmentsRoutes } from './modules/shipments/shipments.routes.ts';
import { createShipmentsService } from './modules/shipments/shipments.service.ts';
import { createTrackingCache } from './modules/tracking/tracking.cache.ts';
import { trackingRoutes } from './modules/tracking/tracking.routes.ts';
import { createTrackingService } from './modules/tracking/tracking.service.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { createAuthGuards } from './plugins/auth.ts';
import { capConnectionsPerAddress } from './plugins/connections.ts';
import { registerContracts } from './plugins/contracts.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerInputHygiene } from './plugins/input-hygiene.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticWeb } from './plugins/static-web.ts';

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Where the production log configuration writes (tests read it); standard output by default. */
  logStream?: DestinationStream;
  mailer?: Mailer;
  /** Where SMS go; by default the provider SMS_PROVIDER names (lib/sms/). */
  sms?: SmsProvider;
  serveWeb?: boolean;
}

const MAX_JSON_BODY = 1024 * 1024;

export const buildApp = async (options: BuildOptions) => {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel, options.logStream),
    // One line per request instead of Fastify's two (registerRequestLog).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: MAX_JSON_BODY,
    // A client that trickles its request is cut off (Node answers 408); an idle socket is closed.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    // A request that reached this process while it closes is answered, not refused with 503: a balancer
    // does not pass a POST it already sent on to another process. The grace period bounds the wait.
    return503OnClosing: false,
    http: {
      headersTimeout: Math.min(config.requestTimeoutMs, 20_000),
      // How often Node looks for requests past their time (its default, 30 s, would let them run on).
      connectionsCheckingInterval: Math.min(config.requestTimeoutMs, 1000),
    },
  }).withTypeProvider<ZodTypeProvider>();
  if (!config.trustProxy) capConnectionsPerAddress(app.server, config.maxConnectionsPerAddress);
  app.setValidatorCompiler(validatorCompiler);
  registerRequestLog(app, config.slowRequestMs);
  // Tests refuse a response field its contract lacks; production drops it silently (plugins/contracts.ts).
  const strictContracts = config.env === 'test';
  const { routes } = registerContracts(app, { strict: strictContracts });
  app.decorateRequest('user', null);
  registerErrorHandling(app, { explainContractErrors: strictContracts });
  registerInputHygiene(app);
  // Answers of 1 KB or more go out brotli/gzip-compressed as the client accepts; the web app's files are
  // compressed at build time and sent as they are (plugins/static-web.ts). Request bodies are read as sent:
  // no client of ours compresses them, and inflating them would let a small body become a large one.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });

  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    tokens: createTokenService(config.jwtSecret, config.jwtTtl),
    mailer:
      options.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, 'outbox'),
        log: app.log,
      }),
    files: await openFileStore(config.storage),
    limiter: createRateLimiter(database.db, config.rateLimits.enabled),
    log: app.log,
    background: createBackgroundWork(app.log),
  };
  app.addHook('onClose', async () => {
    await ctx.background.settled();
    ctx.files.close();
  });
  const guards = createAuthGuards(ctx);

  const recipientLinks = createRecipientLinks(config.jwtSecret);
  // Mails and SMS are queued by the services in their transactions and sent from here (modules/notifications).
  const notifications = createNotificationWorker({
    db: database.db,
    mailer: ctx.mailer,
    sms: options.sms ?? createSmsProvider(config.sms, config.dataDir, config.publicUrl),
    whatsapp: config.whatsapp && createWhatsAppProvider(config.whatsapp),
    log: app.log,
    publicUrl: config.publicUrl,
    recipientLinks,
    ...config.mailWorker,
  });
  // Started when the server listens (never for an app that only answers inject(), as tests build).
  if (config.mailWorker.enabled) app.addHook('onListen', async () => notifications.start());
  app.addHook('onClose', async () => notifications.stop());
  // Old rate-limit counters go hourly, by whichever processes serve (the delete is safe to run in several)
  // unless WORKER=off leaves them to `npm run worker`.
  let stopPruning = () => {};
  if (config.housekeeping)
    app.addHook('onListen', async () => {
      stopPruning = startCounterPruning(ctx.limiter, 3600, app.log);
    });
  app.addHook('onClose', async () => stopPruning());

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Mantine injects style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  if (config.rateLimits.enabled) {
    // Counted where every API process sees the same count: Redis when REDIS_URL is set, else the database.
    const redis = config.rateLimits.redisUrl
      ? new Redis(config.rateLimits.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true })
      : null;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      ...(redis ? { redis, nameSpace: 'ukgh-rate-limit:' } : { store: databaseRateLimitStore(ctx.limiter) }),
      max: config.rateLimits.globalPerMinute,
      timeWindow: GENERAL_WINDOW_SECONDS * 1000,
      // An IPv6 client counts by its /64; load balancers' health checks are never limited.
      keyGenerator: (req) => rateLimitAddress(req.ip),
      allowList: (req) =>
        !req.url.startsWith('/api/') || /^\/api\/health(?:\/(?:live|ready))?\/?(\?|$)/.test(req.url),
    });
  }
  await registerDocs(app);

  // The public tracker's answers, dropped in every process by NOTIFY (modules/tracking/tracking.cache.ts).
  const trackingCache = await createTrackingCache(database, {
    enabled: config.trackingCache,
    onError: (error) => app.log.warn({ err: error }, 'tracking cache off: cannot listen for invalidations'),
  });
  app.addHook('onClose', async () => trackingCache.close());
  // The rate card and the company's details: answered by the API and drawn into the public pages
  // (plugins/rendered-pages.ts).
  const pricing = createPricingService(ctx);
  const company = createCompanyService(ctx);
  const readiness = createReadiness();
  await app.register(healthRoutes(database, readiness));
  await app.register(
    async (api) => {
      await api.register(authRoutes(createAuthService(ctx), guards));
      await api.register(passwordResetRoutes(createPasswordResetService(ctx)));
      await api.register(profileRoutes(createProfileService(ctx), guards));
      await api.register(usersRoutes(createUsersService(ctx), guards));
      await api.register(auditRoutes(createAuditService(ctx.db), guards));
      await api.register(mediaRoutes(ctx.files));
      // Customer bookings (issue 4): signed links to private files, bookings, receipts, label data.
      const signer = createUrlSigner(config.jwtSecret);
      const bookingsService = createBookingsService(ctx);
      await api.register(filesRoutes(ctx.files, signer));
      await api.register(bookingsRoutes(bookingsService, guards, signer));
      const adminBookings = createAdminBookingsService(ctx, () => trackingCache.version());
      await api.register(adminBookingsRoutes(adminBookings, guards, signer, recipientLinks));
      await api.register(packageStatusRoutes(createPackageStatusService(ctx), guards, signer));
      await api.register(receiptsRoutes(createReceiptsService(ctx), guards, signer));
      // Card and pay-by-bank through Stripe Checkout, when STRIPE_SECRET_KEY is set (lib/stripe.ts).
      const stripe = config.stripe ? createStripeClient(config.stripe) : null;
      await api.register(paymentsRoutes(createPaymentsService(ctx, stripe), guards, signer));
      await api.register(stripeRoutes(createStripePaymentsService(ctx, stripe), guards));
      await api.register(shipmentsRoutes(createShipmentsService(ctx), guards));
      const hub = createHubService(ctx, createMoveService(ctx.db), () => trackingCache.version());
      await api.register(hubRoutes(hub, guards, signer));
      await api.register(documentsRoutes(createDocumentsService(ctx), guards));
      await api.register(departuresRoutes(createDeparturesService(ctx), guards, ctx.db));
      const tracking = createTrackingService(ctx, trackingCache);
      await api.register(trackingRoutes(tracking));
      await api.register(recipientPageRoutes(createRecipientPageService(ctx, recipientLinks, tracking)));
      await api.register(pricingRoutes(pricing));
      await api.register(companyRoutes(company));
      await api.register(contactRoutes(createContactService(ctx)));
      await api.register(smsWebhookRoutes(createSmsWebhooksService(ctx)));
      await api.register(whatsappWebhookRoutes(createWhatsAppWebhooksService(ctx)));
      await api.register(bookingMessagesRoutes(ctx.db, guards));
      // Admin dashboard (issue 9): figures, search, and assignment through the move service.
      await api.register(dashboardRoutes(createDashboardService(ctx.db), guards));
      await api.register(handoverRoutes(createHandoverService(ctx.db), guards));
      await api.register(analyticsRoutes(createAnalyticsService(ctx.db), guards));
      await api.register(
        adminAssignRoutes(createAdminAssignService(ctx.db, createMoveService(ctx.db)), guards),
      );
      await api.register(settingsRoutes(createSettingsService(ctx), guards));
      await api.register(agentsRoutes(createAgentsService(ctx), guards));
      // Agent screens (issue 10): jobs, warehouse stages, each action applied once per client id.
      const agentJobs = createAgentJobsService(ctx);
      await api.register(agentPickupRoutes(agentJobs, createPickupPackagesService(ctx), guards));
      await api.register(agentWarehouseRoutes(createAgentWarehouseService(ctx), guards));
      await api.register(agentDeliveryRoutes(agentJobs, guards));
    },
    { prefix: '/api/v1' },
  );
  if (options.serveWeb !== false)
    await registerStaticWeb(app, config.webDist, {
      sourceMaps: config.sourceMaps,
      // Read on each page request, as GET /rates/ and GET /company/ answer now: a change shows on the next page.
      pageData: async () => {
        const [{ card, currency }, details] = await Promise.all([pricing.rates(), company.get()]);
        return { rates: presentRates(card, currency), company: presentCompany(details) };
      },
    });
  else
    app.setNotFoundHandler(() => {
      throw Object.assign(new Error('Not found'), { statusCode: 404 });
    });

  return Object.assign(app, { ctx, notifications, routes, readiness });
};
export type App = Awaited<ReturnType<typeof buildApp>>;
