import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import '../domain/zod-messages';
import type { AppContext } from './context';
import { fastifyTrustProxy } from './auth/client-address';
import { registerSessionUser } from './auth/guards';
import { registerCacheValidators } from './cache-validators';
import { registerCrossSiteGuard } from './cross-site-guard';
import { clientErrorHandler, frameworkErrors, registerApiNotFound, registerErrorHandling } from './errors';
import { serializeError, serializeRequest } from './log-serializers';
import { openApiOptions, registerOpenApiConventions } from './openapi';
import { logsEveryRequest, requestLogController } from './request-log';
import { registerRequestParsing, registerTextGuard } from './request-parsing';
import { registerSecurityHeaders, securityHeaders } from './security-headers';
import { serverWithFastPath } from './fast-path-server';
import { staffRoutes } from './features/admins/staff.routes';
import { auditLogRoutes } from './features/audit-log/audit-log.routes';
import { authRoutes } from './features/auth/auth.routes';
import { passwordResetRoutes } from './features/auth/password-reset.routes';
import { categoryRoutes } from './features/categories/categories.routes';
import { clubTierRoutes } from './features/club-tiers/club-tiers.routes';
import { contactRoutes } from './features/contact/contact.routes';
import { customerRoutes } from './features/customers/customers.routes';
import { backupRoutes } from './features/backups/backups.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { demoDataRoutes } from './features/demo-data/demo-data.routes';
import { healthRoutes } from './features/health/health.routes';
import { adminLeaderboardRoutes, leaderboardRoutes } from './features/leaderboard/leaderboard.routes';
import { pointsLiabilityRoutes } from './features/loyalty/points-liability.routes';
import { adminPointsRoutes, pointsRoutes } from './features/loyalty/points.routes';
import { adminOfferRoutes, offerRoutes } from './features/offers/offers.routes';
import { publicSettingsRoutes, settingsRoutes } from './features/settings/settings.routes';
import { adminOrderRoutes } from './features/orders/admin-orders.routes';
import { orderRoutes } from './features/orders/orders.routes';
import { phoneOrderRoutes } from './features/orders/phone-orders.routes';
import { counterRoutes } from './features/orders/counter.routes';
import { receiptRoutes } from './features/receipts/receipts.routes';
import { trackOrderRoutes } from './features/orders/track-order.routes';
import { payRoutes } from './features/upi-pay/pay.routes';
import { adminPaymentRoutes, orderPaymentRoutes } from './features/payments/payments.routes';
import { adminKhataRoutes, khataRoutes } from './features/khata/khata.routes';
import { registrationRoutes } from './features/registrations/registrations.routes';
import { referralReviewRoutes } from './features/referral-review/referral-review.routes';
import { referralTreeRoutes } from './features/referral-tree/referral-tree.routes';
import { salesRoutes } from './features/sales/sales.routes';
import { pageRoutes } from './features/pages/pages.routes';
import { guestListFastPath } from './features/products';
import { productRoutes } from './features/products/products.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { serviceRoutes } from './features/services/services.routes';
import { statementOwnerRoutes, statementReviewRoutes } from './features/statements/statements.routes';
import { uploadRoutes } from './features/uploads/uploads.routes';
import { registerUploads } from './uploads/upload-storage';
import { registerWeb } from './web';

const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildOptions {
  /** Serve the built React app from dist/web (off in API tests). */
  serveWeb?: boolean;
  /** Where the built web app is (default dist/web). */
  webRoot?: string;
  /** The server render's module (default: built beside the web app, dist/server-render). */
  serverRender?: string;
  /** Where log lines go (default stdout); tests read them from here. */
  logStream?: { write(line: string): void };
  /** A guest's cached list read answered before Fastify (default on; off at debug, when every request is logged). */
  guestFastPath?: boolean;
}

/** Builds the whole app: API under /api, docs at /api/docs, the shop at every other path. */
export async function buildApp(context: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = context;
  const security = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Only over HTTPS: on plain HTTP (a shop's LAN address) it would make browsers fetch nothing.
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.secureCookies,
  });
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Errors are logged without query parameters or row details: they can hold password hashes.
            // Addresses are logged without a reset link's token.
            serializers: { err: (error: Error) => serializeError(error), req: serializeRequest },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // Not a line per request, but per request an operator needs (request-log.ts); debug has them all.
    logController: requestLogController(config),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    frameworkErrors,
    clientErrorHandler,
    // At debug every request is logged: none may pass by the log (request-log.ts).
    serverFactory:
      options.guestFastPath === false || logsEveryRequest(config)
        ? undefined
        : serverWithFastPath(guestListFastPath(security)),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerRequestParsing(app);

  registerSecurityHeaders(app, security);
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, openApiOptions);
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // swagger-ui's own CSP asks for upgrade-insecure-requests, which blanks the page on plain HTTP.
    transformStaticCSP: (header) =>
      config.secureCookies ? header : header.replace(/\s*upgrade-insecure-requests;?/g, ''),
  });

  await app.register(
    async (api) => {
      // The API's JSON over 1 KB goes out as br or gzip when accepted. Only here: the shop's files
      // and uploads are sent as stored (built assets with the build's own .br/.gz copies).
      // Runs after the scope's own onSend hooks, so ETags are computed on the uncompressed body.
      await api.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
      registerApiNotFound(api);
      registerOpenApiConventions(api);
      registerTextGuard(api);
      registerCrossSiteGuard(api);
      registerSessionUser(api, context.db);
      registerCacheValidators(api);
      await api.register(healthRoutes, context);
      await api.register(authRoutes, { ...context, prefix: '/auth' });
      await api.register(passwordResetRoutes, { ...context, prefix: '/auth' });
      await api.register(profileRoutes, context);
      await api.register(productRoutes, context);
      await api.register(categoryRoutes, context);
      await api.register(uploadRoutes, context);
      await api.register(serviceRoutes, context);
      await api.register(contactRoutes, context);
      await api.register(pageRoutes, context);
      await api.register(clubTierRoutes, context);
      await api.register(leaderboardRoutes, context);
      await api.register(adminLeaderboardRoutes, context);
      await api.register(demoDataRoutes, context);
      await api.register(orderRoutes, context);
      await api.register(adminOrderRoutes, context);
      await api.register(phoneOrderRoutes, context);
      await api.register(counterRoutes, context);
      await api.register(orderPaymentRoutes, context);
      await api.register(adminPaymentRoutes, context);
      await api.register(statementOwnerRoutes, context);
      await api.register(statementReviewRoutes, context);
      await api.register(khataRoutes, context);
      await api.register(adminKhataRoutes, context);
      await api.register(trackOrderRoutes, context);
      await api.register(payRoutes, context);
      await api.register(receiptRoutes, context);
      await api.register(registrationRoutes, context);
      await api.register(referralReviewRoutes, context);
      await api.register(salesRoutes, context);
      await api.register(customerRoutes, context);
      await api.register(referralTreeRoutes, context);
      await api.register(pointsRoutes, context);
      await api.register(adminPointsRoutes, context);
      await api.register(offerRoutes, context);
      await api.register(adminOfferRoutes, context);
      await api.register(publicSettingsRoutes, context);
      await api.register(settingsRoutes, context);
      await api.register(dashboardRoutes, context);
      await api.register(pointsLiabilityRoutes, context);
      await api.register(backupRoutes, context);
      await api.register(auditLogRoutes, context);
      await api.register(staffRoutes, context);
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );

  await registerUploads(app, config.dataDir);
  if (options.serveWeb) await registerWeb(app, options.webRoot, options.serverRender);
  return app;
}
