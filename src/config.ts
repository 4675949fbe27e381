// The one place that reads process.env. Everything else receives a Config.
import path from 'node:path';

export interface Config {
  host: string;
  port: number;
  /** GET /metrics on its own port (serve and worker alike); null: on the API port, and a worker has none. */
  metricsPort: number | null;
  dataDir: string;
  /** PostgreSQL URL; when unset the embedded PGlite store under dataDir is used. */
  databaseUrl: string | null;
  logLevel: string;
  /** Run the job worker inside `serve` (default true). */
  serveWorker: boolean;
  workerConcurrency: number;
  jobTimeoutSeconds: number;
  maxJobRuns: number;
  leaseSeconds: number;
  pollIntervalMs: number;
  maxWaitSeconds: number;
  maxActiveJobs: number;
  /** Where blobs live: null = disk under dataDir/blobs; s3://bucket/prefix = S3 or a compatible server (docs/operations.md). */
  blobUrl: string | null;
  s3: {
    endpoint: string | null;
    region: string;
    accessKeyId: string | null;
    secretAccessKey: string | null;
    forcePathStyle: boolean;
    maxAttempts: number;
  };
  /** Load shedding thresholds (0 switches one off) and the graceful stop's bounds; docs/operations.md. */
  shed: {
    maxQueueDepth: number;
    maxEventLoopDelayMs: number;
    maxHeapUsedPercent: number;
    retryAfterSeconds: number;
    sampleIntervalMs: number;
  };
  stop: { jobGraceMs: number; deliveryDrainMs: number };
  /** Blob files no row names (a refused or failed request's uploads) are removed once older than graceSeconds. */
  blobSweep: { intervalMs: number; graceSeconds: number };
  limits: {
    maxFileBytes: number;
    maxFiles: number;
    maxRequestBytes: number;
    maxEmailBytes: number;
  };
  pdf: { threads: number; timeoutMs: number; maxMemoryMb: number; maxPages: number };
  /** Local OCR of scanned pages (docs/ocr.md): the engines, in order (default both); empty: the offline read is off. */
  ocr: { engines: OcrEngineName[]; timeoutMs: number };
  llm: {
    baseUrl: string | null;
    apiKey: string | null;
    model: string;
    visionModel: string;
    /** A second vision model for the independent second image read; null: same model, other prompt and seed. */
    secondVisionModel: string | null;
    timeoutMs: number;
    monthlyBudgetUsd: number;
    /** Calls in flight at once, for the whole process and per tenant. */
    concurrency: number;
    tenantConcurrency: number;
    /** Tries per call (rate limits, 5xx, timeouts, invalid answers), and the first backoff. */
    maxAttempts: number;
    backoffMs: number;
  };
  auth: {
    oidcIssuer: string | null;
    oidcAudience: string | null;
    oidcJwksUrl: string | null;
    oidcJwksFile: string | null;
    orgClaim: string;
    roleClaim: string;
    permissionsClaim: string;
  };
  /** Per-window request limits (0 switches one off); see docs/auth.md. */
  rateLimits: { windowSeconds: number; writesPerCaller: number; writesPerTenant: number; readsPerCaller: number };
  redisUrl: string | null;
  webhooks: { allowLoopback: boolean; pollIntervalMs: number; timeoutMs: number; testOnlyCaFile: string | null };
  /** Email intake (docs/email.md). */
  email: {
    /** Largest single attachment; a larger one answers 413. The whole message is bounded by limits.maxEmailBytes. */
    maxAttachmentBytes: number;
    /** PNG/JPEG attachments smaller than this are logos or tracking pixels and are skipped. */
    minImageBytes: number;
    /** Attached messages (message/rfc822) are opened this many levels deep. */
    maxNestingDepth: number;
    /** Messages one mailbox may take per hour; past it 429 with Retry-After. */
    mailboxMessagesPerHour: number;
    /** Domain of forwarding addresses (<forward_token>@domain). */
    inboundMailDomain: string;
    /** Keys the forwarding worker's signature; unset: the forwarding route answers 401. */
    forwardSecret: string | null;
    /** Accepted clock difference of a signed intake's X-Timestamp. */
    signatureWindowSeconds: number;
  };
  /** Hosted mailboxes (Gmail, Microsoft 365): OAuth, push verification and the sync scheduler (docs/email.md). */
  mailboxes: MailboxesConfig;
  /** CRM and chat integrations (docs/admin.md); grants are sealed with mailboxes.grantKeys. */
  integrations: IntegrationsConfig;
  /** Test-only: every pipeline run first sleeps this long, so crash tests can kill a worker mid-job. */
  testPipelineDelayMs: number;
}

export interface OAuthProviderConfig {
  clientId: string | null;
  clientSecret: string | null;
  authUrl: string;
  tokenUrl: string;
  /** Gmail API or Microsoft Graph base URL. */
  apiUrl: string;
}

export interface MailboxesConfig {
  /** Keys that seal OAuth grants (AES-256-GCM): the first seals, every one opens (rotation). Empty: hosted mailboxes cannot connect. */
  grantKeys: Array<{ id: string; key: Buffer }>;
  /** The public URL of GET /v1/mailboxes/oauth/callback, registered at both providers. */
  redirectUrl: string | null;
  /** A connected mailbox is synced at least this often without any push (lost pushes are caught up). */
  syncIntervalSeconds: number;
  /** How often an idle scheduler looks for mailboxes marked by another instance. */
  pollIntervalMs: number;
  /** A claimed sync's lease; renewed while it runs. */
  leaseSeconds: number;
  /** Messages read per provider page. */
  pageSize: number;
  gmail: OAuthProviderConfig & {
    /** projects/<project>/topics/<topic>: where Gmail publishes mailbox changes. */
    pubsubTopic: string | null;
    /** The push subscription's OIDC audience and service account; both unset: POST /v1/intake/gmail answers 401. */
    pushAudience: string | null;
    pushServiceAccount: string | null;
    pushJwksUrl: string;
    pushIssuers: string[];
  };
  m365: OAuthProviderConfig & {
    /** The public URL of POST /v1/intake/m365, given to each subscription. */
    notificationUrl: string | null;
  };
}

export interface IntegrationsConfig {
  /** The public URL of GET /v1/integrations/oauth/callback, registered at each provider. */
  redirectUrl: string | null;
  /** Where a chat message links a job: `{job_id}` is replaced. */
  jobLinkTemplate: string;
  hubspot: OAuthProviderConfig;
  slack: OAuthProviderConfig;
}

type Env = Record<string, string | undefined>;

/** The local OCR engines a setting may name (src/pipeline/ocr/ runs them). */
const OCR_ENGINES = ['tesseract', 'paddle'] as const;
type OcrEngineName = (typeof OCR_ENGINES)[number];

/**
 * OCR_ENGINES: a comma list of `tesseract`, `paddle`; unset: both (two independent offline reads of a scan);
 * `none` or empty turns local OCR off (a scan then takes the model path, or goes to review without a
 * provider). On by default: only a statement with scanned pages is ever OCRed, so text statements never
 * pay for it (docs/ocr.md).
 */
function ocrEngines(env: Env): OcrEngineName[] {
  const raw = (env.OCR_ENGINES ?? OCR_ENGINES.join(',')).trim();
  if (raw === '' || raw === 'none') return [];
  const names = raw.split(',').map((s) => s.trim());
  const bad = names.filter((n) => !(OCR_ENGINES as readonly string[]).includes(n));
  if (bad.length || new Set(names).size !== names.length || names.length > 2)
    throw new Error(`OCR_ENGINES must be one or two of ${OCR_ENGINES.join(', ')} (or none); got ${raw}`);
  return names as OcrEngineName[];
}

function int(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`${name} must be an integer ≥ ${min}, got ${JSON.stringify(raw)}`);
  return n;
}

function num(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0)
    throw new Error(`${name} must be a non-negative number, got ${JSON.stringify(raw)}`);
  return n;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new Error(`${name} must be true or false, got ${JSON.stringify(raw)}`);
}

const str = (env: Env, name: string): string | null =>
  env[name] && env[name]!.trim() !== '' ? env[name]!.trim() : null;

const MB = 1024 * 1024;

/** MAILBOX_GRANT_KEYS: `<id>:<base64 of 32 bytes>` items, comma-separated; the first seals new grants. */
function grantKeys(env: Env): Array<{ id: string; key: Buffer }> {
  const raw = str(env, 'MAILBOX_GRANT_KEYS');
  if (!raw) return [];
  const keys = raw.split(',').map((item) => {
    const at = item.indexOf(':');
    const id = item.slice(0, at).trim();
    const key = Buffer.from(item.slice(at + 1).trim(), 'base64');
    if (at < 1 || !/^[A-Za-z0-9_-]{1,32}$/.test(id) || key.length !== 32)
      throw new Error(
        'MAILBOX_GRANT_KEYS must be <id>:<base64 of 32 bytes>[,<id>:<key>...] (ids: letters, digits, _ -)',
      );
    return { id, key };
  });
  if (new Set(keys.map((k) => k.id)).size !== keys.length) throw new Error('MAILBOX_GRANT_KEYS repeats a key id');
  return keys;
}

function mailboxesConfig(env: Env): MailboxesConfig {
  const url = (name: string, fallback: string) => (str(env, name) ?? fallback).replace(/\/+$/, '');
  return {
    grantKeys: grantKeys(env),
    redirectUrl: str(env, 'MAILBOX_OAUTH_REDIRECT_URL'),
    syncIntervalSeconds: int(env, 'MAILBOX_SYNC_INTERVAL_SECONDS', 900, 1),
    pollIntervalMs: int(env, 'MAILBOX_SYNC_POLL_INTERVAL_MS', 1000, 10),
    leaseSeconds: int(env, 'MAILBOX_SYNC_LEASE_SECONDS', 60, 2),
    pageSize: int(env, 'MAILBOX_SYNC_PAGE_SIZE', 50, 1),
    gmail: {
      clientId: str(env, 'GMAIL_CLIENT_ID'),
      clientSecret: str(env, 'GMAIL_CLIENT_SECRET'),
      authUrl: url('GMAIL_AUTH_URL', 'https://accounts.google.com/o/oauth2/v2/auth'),
      tokenUrl: url('GMAIL_TOKEN_URL', 'https://oauth2.googleapis.com/token'),
      apiUrl: url('GMAIL_API_URL', 'https://gmail.googleapis.com'),
      pubsubTopic: str(env, 'GMAIL_PUBSUB_TOPIC'),
      pushAudience: str(env, 'GMAIL_PUSH_AUDIENCE'),
      pushServiceAccount: str(env, 'GMAIL_PUSH_SERVICE_ACCOUNT'),
      pushJwksUrl: url('GMAIL_PUSH_JWKS_URL', 'https://www.googleapis.com/oauth2/v3/certs'),
      pushIssuers: (str(env, 'GMAIL_PUSH_ISSUERS') ?? 'https://accounts.google.com,accounts.google.com')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    },
    m365: {
      clientId: str(env, 'M365_CLIENT_ID'),
      clientSecret: str(env, 'M365_CLIENT_SECRET'),
      authUrl: url('M365_AUTH_URL', 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize'),
      tokenUrl: url('M365_TOKEN_URL', 'https://login.microsoftonline.com/common/oauth2/v2.0/token'),
      apiUrl: url('M365_GRAPH_URL', 'https://graph.microsoft.com'),
      notificationUrl: str(env, 'M365_NOTIFICATION_URL'),
    },
  };
}

function integrationsConfig(env: Env): IntegrationsConfig {
  const url = (name: string, fallback: string) => (str(env, name) ?? fallback).replace(/\/+$/, '');
  return {
    redirectUrl: str(env, 'INTEGRATION_OAUTH_REDIRECT_URL'),
    jobLinkTemplate: str(env, 'INTEGRATION_JOB_LINK_TEMPLATE') ?? 'http://localhost:8080/v1/jobs/{job_id}',
    hubspot: {
      clientId: str(env, 'HUBSPOT_CLIENT_ID'),
      clientSecret: str(env, 'HUBSPOT_CLIENT_SECRET'),
      authUrl: url('HUBSPOT_AUTH_URL', 'https://app.hubspot.com/oauth/authorize'),
      tokenUrl: url('HUBSPOT_TOKEN_URL', 'https://api.hubapi.com/oauth/v1/token'),
      apiUrl: url('HUBSPOT_API_URL', 'https://api.hubapi.com'),
    },
    slack: {
      clientId: str(env, 'SLACK_CLIENT_ID'),
      clientSecret: str(env, 'SLACK_CLIENT_SECRET'),
      authUrl: url('SLACK_AUTH_URL', 'https://slack.com/oauth/v2/authorize'),
      tokenUrl: url('SLACK_TOKEN_URL', 'https://slack.com/api/oauth.v2.access'),
      apiUrl: url('SLACK_API_URL', 'https://slack.com/api'),
    },
  };
}

function blobUrl(env: Env): string | null {
  const raw = str(env, 'BLOB_URL');
  if (raw && !/^s3:\/\/[^/]+/.test(raw))
    throw new Error(`BLOB_URL must be s3://bucket[/prefix], got ${JSON.stringify(raw)}`);
  return raw;
}

/** Defaults are documented in docs/configuration.md; keep the two in step. */
export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const config: Config = {
    host: env.HOST ?? '127.0.0.1',
    port: int(env, 'PORT', 8080),
    metricsPort: str(env, 'METRICS_PORT') === null ? null : int(env, 'METRICS_PORT', 0),
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: str(env, 'DATABASE_URL'),
    logLevel: env.LOG_LEVEL ?? 'info',
    serveWorker: bool(env, 'SERVE_WORKER', true),
    workerConcurrency: int(env, 'WORKER_CONCURRENCY', 2, 1),
    jobTimeoutSeconds: int(env, 'JOB_TIMEOUT_SECONDS', 900, 1),
    maxJobRuns: int(env, 'MAX_JOB_RUNS', 3, 1),
    leaseSeconds: int(env, 'JOB_LEASE_SECONDS', 30, 2),
    pollIntervalMs: int(env, 'JOB_POLL_INTERVAL_MS', 500, 10),
    maxWaitSeconds: int(env, 'MAX_WAIT_SECONDS', 300, 0),
    maxActiveJobs: int(env, 'MAX_ACTIVE_JOBS', 20, 1),
    blobUrl: blobUrl(env),
    s3: {
      endpoint: str(env, 'S3_ENDPOINT'),
      region: str(env, 'S3_REGION') ?? str(env, 'AWS_REGION') ?? 'us-east-1',
      accessKeyId: str(env, 'S3_ACCESS_KEY_ID'),
      secretAccessKey: str(env, 'S3_SECRET_ACCESS_KEY'),
      // S3-compatible servers (MinIO, Ceph, s3rver) want path-style URLs; AWS wants virtual hosts
      forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', str(env, 'S3_ENDPOINT') !== null),
      maxAttempts: int(env, 'S3_MAX_ATTEMPTS', 4, 1),
    },
    shed: {
      maxQueueDepth: int(env, 'SHED_MAX_QUEUE_DEPTH', 1000),
      maxEventLoopDelayMs: int(env, 'SHED_MAX_EVENT_LOOP_DELAY_MS', 2000),
      maxHeapUsedPercent: int(env, 'SHED_MAX_HEAP_USED_PERCENT', 90),
      retryAfterSeconds: int(env, 'SHED_RETRY_AFTER_SECONDS', 5, 1),
      sampleIntervalMs: int(env, 'SHED_SAMPLE_INTERVAL_MS', 1000, 50),
    },
    stop: {
      jobGraceMs: int(env, 'STOP_JOB_GRACE_SECONDS', 10) * 1000,
      deliveryDrainMs: int(env, 'STOP_DELIVERY_DRAIN_SECONDS', 5) * 1000,
    },
    blobSweep: {
      intervalMs: int(env, 'BLOB_SWEEP_INTERVAL_SECONDS', 3600, 1) * 1000,
      graceSeconds: int(env, 'BLOB_SWEEP_GRACE_SECONDS', 3600, 60),
    },
    limits: {
      maxFileBytes: int(env, 'MAX_FILE_BYTES', 50 * MB, 1),
      maxFiles: int(env, 'MAX_FILES', 50, 1),
      maxRequestBytes: int(env, 'MAX_REQUEST_BYTES', 200 * MB, 1),
      maxEmailBytes: int(env, 'MAX_EMAIL_BYTES', 50 * MB, 1),
    },
    pdf: {
      threads: int(env, 'PDF_THREADS', 2, 1),
      timeoutMs: int(env, 'PDF_TIMEOUT_MS', 60_000, 100),
      maxMemoryMb: int(env, 'PDF_MAX_MEMORY_MB', 512, 64),
      maxPages: int(env, 'PDF_MAX_PAGES', 2000, 1),
    },
    ocr: { engines: ocrEngines(env), timeoutMs: int(env, 'OCR_TIMEOUT_MS', 180_000, 1000) },
    llm: {
      baseUrl: str(env, 'LLM_BASE_URL'),
      apiKey: str(env, 'LLM_API_KEY'),
      model: env.LLM_MODEL ?? 'gpt-4.1-mini',
      visionModel: env.LLM_VISION_MODEL ?? env.LLM_MODEL ?? 'gpt-4.1',
      timeoutMs: int(env, 'LLM_TIMEOUT_MS', 120_000, 100),
      monthlyBudgetUsd: num(env, 'LLM_MONTHLY_BUDGET_USD', 500),
      secondVisionModel: str(env, 'LLM_SECOND_VISION_MODEL'),
      concurrency: int(env, 'LLM_CONCURRENCY', 8, 1),
      tenantConcurrency: int(env, 'LLM_TENANT_CONCURRENCY', 4, 1),
      maxAttempts: int(env, 'LLM_MAX_ATTEMPTS', 3, 1),
      backoffMs: int(env, 'LLM_BACKOFF_MS', 500, 0),
    },
    auth: {
      oidcIssuer: str(env, 'OIDC_ISSUER'),
      oidcAudience: str(env, 'OIDC_AUDIENCE'),
      oidcJwksUrl: str(env, 'OIDC_JWKS_URL'),
      oidcJwksFile: str(env, 'OIDC_JWKS_FILE'),
      orgClaim: env.OIDC_ORG_CLAIM ?? 'org',
      roleClaim: env.OIDC_ROLE_CLAIM ?? 'role',
      permissionsClaim: env.OIDC_PERMISSIONS_CLAIM ?? 'permissions',
    },
    rateLimits: {
      windowSeconds: int(env, 'RATE_LIMIT_WINDOW_SECONDS', 60, 1),
      writesPerCaller: int(env, 'RATE_LIMIT_WRITES_PER_CALLER', 120),
      writesPerTenant: int(env, 'RATE_LIMIT_WRITES_PER_TENANT', 600),
      readsPerCaller: int(env, 'RATE_LIMIT_READS_PER_CALLER', 1200),
    },
    redisUrl: str(env, 'REDIS_URL'),
    webhooks: {
      allowLoopback: bool(env, 'WEBHOOKS_ALLOW_LOOPBACK_FOR_TESTS', false),
      pollIntervalMs: int(env, 'WEBHOOK_POLL_INTERVAL_MS', 2000, 10),
      timeoutMs: int(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 100),
      testOnlyCaFile: str(env, 'WEBHOOKS_TEST_ONLY_CA_FILE'),
    },
    email: {
      maxAttachmentBytes: int(env, 'EMAIL_MAX_ATTACHMENT_BYTES', 25 * MB, 1),
      minImageBytes: int(env, 'EMAIL_MIN_IMAGE_BYTES', 16 * 1024),
      maxNestingDepth: int(env, 'EMAIL_MAX_NESTING_DEPTH', 8, 1),
      mailboxMessagesPerHour: int(env, 'INBOUND_MAILBOX_MESSAGES_PER_HOUR', 500, 1),
      inboundMailDomain: (env.INBOUND_MAIL_DOMAIN ?? 'in.packetparser.example').trim().toLowerCase(),
      forwardSecret: str(env, 'INBOUND_FORWARD_SECRET'),
      signatureWindowSeconds: 300,
    },
    mailboxes: mailboxesConfig(env),
    integrations: integrationsConfig(env),
    testPipelineDelayMs: int(env, 'TEST_ONLY_PIPELINE_DELAY_MS', 0),
  };
  return { ...config, ...overrides };
}

/** Test-only knobs read from the environment, kept here so only this file touches process.env. */
/** Whether errors print their stack (LOG_LEVEL=debug); read without loading the whole configuration. */
export function debugStacks(env: Env = process.env): boolean {
  return env.LOG_LEVEL === 'debug';
}

export function testDatabaseUrl(env: Env = process.env): string | null {
  return str(env, 'TEST_DATABASE_URL');
}

/** Test-only: a Redis for the rate-limit tests (e.g. redis://127.0.0.1:6379); unset skips them. */
export function testRedisUrl(env: Env = process.env): string | null {
  return str(env, 'TEST_REDIS_URL');
}
