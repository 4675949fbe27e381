// What every route is given: the app's type, its dependencies and caches, and the caller check. Routes
// import this, not app.ts, so that app.ts (which registers the routes) and the routes do not import each other.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { TtlCache } from '../cache.ts';
import { ApiError } from '../errors.ts';
import type { Caller } from '../identity/permissions.ts';
import type { JobNotifier } from '../jobs/notifier.ts';
import type { BlobStore } from '../store/blobs.ts';
import type { Store } from '../store/db.ts';
import type { PersonTokenVerifier } from './auth.ts';
import type { RateLimiter } from '../identity/rate-limit.ts';
import type { WebhookNet } from '../events/sender.ts';
import type { ProviderNet } from '../mailboxes/provider-http.ts';
import type { ModelClient } from '../pipeline/ports/model.ts';
import type { PageRenderer } from '../jobs/page-image.ts';
import type { Metrics } from '../metrics.ts';
import type { LoadShedder } from './shedding.ts';

export interface AppDeps {
  config: Config;
  store: Store;
  blobs: BlobStore;
  notifier: JobNotifier;
  now: () => Date;
  log?: Logger | false;
  verifyPersonToken?: PersonTokenVerifier;
  /** Request rate limits; by default counters in Redis (REDIS_URL), PostgreSQL, or in memory on the embedded store. */
  rateLimiter?: RateLimiter;
  /** Webhook network policy (resolver, loopback allowance); by default from config.webhooks. */
  webhookNet?: WebhookNet;
  /** Calls to the mail providers (OAuth, Gmail, Graph); by default the global fetch. */
  mailboxNet?: ProviderNet;
  /** The email router's model client: the process's one (service.ts), so it shares its concurrency limit. */
  router?: ModelClient;
  /** Hot-row caches shared by auth and the job routes (see src/cache.ts for the invalidation rule). */
  caches: AppCaches;
  /** Renders document pages for GET .../pages/{n}.png in reader processes; made on the first page asked for. */
  pageRenderer?: () => PageRenderer;
  /** Request metrics, and GET /metrics on this app unless config.metricsPort serves it apart. */
  metrics?: Metrics;
  /** Answers 503 `overloaded` under pressure (docs/operations.md); none: never sheds. */
  shedder?: LoadShedder;
  /** Extra route registrations (other rooms plug their routes in here). */
  plugins?: Array<(app: App, deps: AppDeps) => void | Promise<void>>;
}

export interface AppCaches {
  keys: TtlCache<any>;
  finishedJobs: TtlCache<unknown>;
}

/** Embedded store: one process, so in-process invalidation is exact. PostgreSQL: bound staleness by a short TTL. */
export function createCaches(storeKind: 'pglite' | 'postgres'): AppCaches {
  const ttl = storeKind === 'pglite' ? 60_000 : 2_000;
  return { keys: new TtlCache(10_000, ttl), finishedJobs: new TtlCache(2_000, ttl) };
}

export type App = FastifyInstance<any, any, any, any, TypeBoxTypeProvider>;

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

export const API_VERSION = '0.1.0';

export function requireCaller(caller: Caller | null): Caller {
  if (!caller) throw new ApiError('unauthenticated', 'missing credential');
  return caller;
}
