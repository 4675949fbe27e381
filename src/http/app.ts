// The Fastify app: request ids, auth, one error body, OpenAPI from the route schemas, and the routes.
import Fastify, { type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiError, controlCharacterError } from '../errors.ts';
import { randomToken } from '../ids.ts';
import { API_VERSION, type App, type AppDeps } from './deps.ts';
import { authenticate, authorize } from './auth.ts';
import { errorBody, sendApiError, toApiError } from './errors.ts';
import { swaggerOptions } from './openapi.ts';
import { buildSerializer } from './serializer.ts';
import { ROUTE_ACCESS, routeKey } from './route-permissions.ts';
import { registerHealthRoutes } from './routes/health.ts';
import { registerJobRoutes } from './routes/jobs.ts';
import { registerParseRoute } from './routes/parse.ts';
import { registerApiKeyRoutes } from './routes/api-keys.ts';
import { registerAuditLogRoute } from './routes/audit-log.ts';
import { registerMeRoute } from './routes/me.ts';
import { registerModuleRoutes } from './routes/modules.ts';
import { KeyUseRecorder } from '../identity/key-use.ts';
import { createRateLimiter, rateLimitHeaders } from '../identity/rate-limit.ts';
import { registerUnderwritingRoutes } from './routes/underwriting.ts';
import { registerWebhookRoutes } from './routes/webhooks.ts';
import { registerCorrectionRoutes } from './routes/corrections.ts';
import { registerEmailRoutes } from './routes/emails.ts';
import { registerPageRoutes } from './routes/pages.ts';
import { registerReviewRoutes } from './routes/review.ts';
import { registerConsole } from './console.ts';
import { registerSettingsRoutes } from './routes/settings.ts';
import { registerReportRoutes } from './routes/reports.ts';
import { registerIntegrationRoutes } from './routes/integrations.ts';

export async function buildApp(deps: AppDeps): Promise<App> {
  const opts: FastifyServerOptions = {
    loggerInstance: deps.log ? (deps.log as never) : undefined,
    logger: deps.log ? undefined : false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.:-]{1,128}$/.test(incoming) ? incoming : `req_${randomToken(20)}`;
    },
    bodyLimit: 10 * 1024 * 1024,
    ajv: { customOptions: { coerceTypes: true, allErrors: false, removeAdditional: false } },
    return503OnClosing: true,
    schemaController: { compilersFactory: { buildSerializer } },
  };
  const app = Fastify(opts).withTypeProvider<TypeBoxTypeProvider>() as App;
  app.decorateRequest('caller', null);

  await app.register(swagger, swaggerOptions(API_VERSION));
  await app.register(multipart, {
    limits: {
      fileSize: deps.config.limits.maxFileBytes,
      files: deps.config.limits.maxFiles,
      fields: 50,
      fieldSize: 1024 * 1024,
      parts: deps.config.limits.maxFiles + 50,
    },
  });

  const limits = deps.rateLimiter
    ? { limiter: deps.rateLimiter, close: async () => {} }
    : await createRateLimiter(deps.config, deps.store, deps.now, deps.log || undefined);
  const rateLimiter = limits.limiter;
  app.addHook('onClose', () => limits.close());
  const keyUse = new KeyUseRecorder(deps.store.db);
  const shedder = deps.shedder;
  if (shedder) {
    // before authentication: shedding must cost less than serving
    app.addHook('onRequest', async (request, reply) => {
      const url = request.routeOptions.url;
      const access = url ? ROUTE_ACCESS[routeKey(request.method, url)] : undefined;
      if (!access || access.kind === 'public') return; // health, metrics, docs: never shed
      const submission = access.kind === 'signed' || (access.kind === 'permission' && !!access.submission);
      const p = shedder.pressure(submission);
      if (!p) return;
      deps.metrics?.shed(p.reason);
      reply.header('x-request-id', String(request.id));
      throw new ApiError('overloaded', `the service is overloaded (${p.detail}); retry later`, {
        'retry-after': String(shedder.limits.retryAfterSeconds),
      });
    });
  }
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', String(request.id));
    const url = request.routeOptions.url;
    if (!url) return; // not found: the 404 handler answers
    const access = ROUTE_ACCESS[routeKey(request.method, url)];
    if (!access || access.kind === 'public' || access.kind === 'signed') return;
    if (access.kind === 'permission' && access.signedAlternative && request.headers['x-signature'] !== undefined)
      return;
    const caller = await authenticate(request, {
      db: deps.store.db,
      now: deps.now,
      verifyPersonToken: deps.verifyPersonToken,
      recordKeyUse: keyUse.record,
      keyCache: deps.caches.keys,
    });
    request.caller = caller;
    const limit = await rateLimiter.check(caller, request.method);
    if (limit) reply.headers(rateLimitHeaders(limit));
    authorize(caller, request.method, url);
  });

  const metrics = deps.metrics;
  if (metrics) {
    app.addHook('onResponse', async (request, reply) => {
      // the route's template, never the raw URL: one series per route, whatever ids a client sends
      metrics.httpRequest(
        request.method,
        request.routeOptions.url ?? 'unmatched',
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });
    if (deps.config.metricsPort === null)
      app.get('/metrics', { schema: { hide: true } }, async (_request, reply) =>
        reply.type(metrics.contentType).send(await metrics.text()),
      );
  }
  // a request about a job logs the job's id on every line, as the job's own lines carry the request id
  app.addHook('preHandler', async (request, reply) => {
    const jobId = (request.params as { job_id?: unknown } | undefined)?.job_id;
    if (typeof jobId === 'string') request.log = reply.log = request.log.child({ job_id: jobId });
  });

  // Control characters are refused at the edge for every route at once (PostgreSQL refuses U+0000; a
  // raw email body is the MIME walk's to judge). Multipart fields are checked where the parse route reads them.
  app.addHook('preValidation', async (request) => {
    const err =
      controlCharacterError(['path'], request.params) ??
      controlCharacterError(['query'], request.query) ??
      (Buffer.isBuffer(request.body) ? null : controlCharacterError(['body'], request.body));
    if (err) throw err;
  });

  app.setErrorHandler((err, request, reply) => {
    const apiErr = toApiError(request, err as never);
    if (apiErr.status >= 500) request.log.error({ err }, 'request failed');
    return sendApiError(request, reply, apiErr);
  });
  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .header('x-request-id', String(request.id))
      .send(errorBody(request, 'not_found', `no route ${request.method} ${request.url.split('?')[0]}`));
  });

  // Every /v1 route must be in the access table: a route cannot ship unguarded by accident.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const m of methods) {
      if (m === 'HEAD' || route.url.startsWith('/docs')) continue; // the API reference's pages and files: public
      if (!ROUTE_ACCESS[routeKey(m, route.url)])
        throw new Error(`route ${m} ${route.url} has no entry in ROUTE_ACCESS`);
    }
  });

  registerHealthRoutes(app, deps);
  registerParseRoute(app, deps);
  registerJobRoutes(app, deps);
  registerApiKeyRoutes(app, deps);
  registerMeRoute(app);
  registerModuleRoutes(app, deps);
  registerSettingsRoutes(app, deps);
  registerReportRoutes(app, deps);
  registerIntegrationRoutes(app, deps);
  registerAuditLogRoute(app, deps);
  registerUnderwritingRoutes(app, deps);
  registerWebhookRoutes(app, deps);
  registerCorrectionRoutes(app, deps);
  registerEmailRoutes(app, deps);
  registerPageRoutes(app, deps);
  registerReviewRoutes(app, deps);
  for (const plugin of deps.plugins ?? []) await plugin(app, deps);

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  // The API reference, served from the files of @fastify/swagger-ui (Swagger UI, no CDN), over /openapi.json.
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0, validatorUrl: null },
  });
  registerConsole(app);
  app.get('/', { schema: { hide: true } }, async () => serviceIndex(deps.store.kind));
  await app.ready();
  return app;
}

/** GET /: what this service is and where to go next. */
export function serviceIndex(store: 'pglite' | 'postgres') {
  return {
    name: 'Packet Parser API',
    version: API_VERSION,
    store,
    docs: '/docs',
    openapi: '/openapi.json',
    console: '/console',
    health: '/healthz',
    ready: '/readyz',
  };
}
