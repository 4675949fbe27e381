// POST /v1/intake/email (API key, or a mailbox provider's signed webhook) and POST
// /v1/intake/forward/cloudflare (the forwarding worker). Raw message/rfc822 bodies; every answer that
// took a message carries X-Email-ID.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MailboxRow } from '../../store/mailboxes.ts';
import { Type } from 'typebox';
import { takeEmail, type InboundEmail, type IntakeOutcome } from '../../email/intake.ts';
import { checkIntakeSignature, checkIntakeTimestamp, SignatureFailures } from '../../email/signature.ts';
import { ApiError, invalidField } from '../../errors.ts';
import { createModelClient } from '../../llm/client.ts';
import { parseOptions } from '../../jobs/options.ts';
import { jobAfter, submissionAnswer } from '../../jobs/wait.ts';
import { getJob } from '../../store/jobs.ts';
import { findMailboxById, findMailboxByToken } from '../../store/mailboxes.ts';
import { getTenant } from '../../store/tenants.ts';
import { requireCaller, type App, type AppDeps } from '../deps.ts';
import { errorResponses, JobAccepted, JobEnvelope, WaitQuery } from '../schemas.ts';
import { EmailOutcomeBody } from '../../schemas/email.ts';

function outcomeBody(o: IntakeOutcome, status: string) {
  const e = o.email;
  return {
    status,
    outcome: e.outcome,
    email_id: e.id,
    email_path: `/v1/emails/${e.id}`,
    thread_id: e.thread_id,
    job_id: e.job_id,
    status_url: e.job_id ? `/v1/jobs/${e.job_id}` : null,
    reason: e.reason,
    routing: (e.routing ?? null) as Record<string, unknown> | null,
    routing_status: e.routing_status,
    created: o.jobCreated,
  };
}

// No validation of the raw bytes here (the MIME walk judges them); the schema only documents the body.
const RawBody = { content: { 'message/rfc822': { schema: { description: 'the raw RFC 822 message' } } } };
const RawMessage = {
  'message/rfc822': Type.String({ format: 'binary', description: 'the raw RFC 822 message, as received' }),
};

const header = (request: FastifyRequest, name: string): string | undefined => {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

const rawOf = (body: unknown): Uint8Array => {
  if (!Buffer.isBuffer(body))
    throw new ApiError('unsupported_media_type', 'send the raw message with Content-Type: message/rfc822');
  return new Uint8Array(body);
};

/**
 * Who may post a message. Signed requests are judged from their headers before the body is read (preParsing):
 * unsigned, stale or unknown-mailbox posts, and addresses past their failed-signature allowance, never get a
 * body buffered; the mailbox found then is the one the body's signature is checked against.
 */
class IntakeGuard {
  private readonly failures = new SignatureFailures();
  private readonly signedMailbox = new WeakMap<FastifyRequest, MailboxRow>();
  constructor(private readonly deps: AppDeps) {}

  refused(request: FastifyRequest, reason: string): ApiError {
    this.failures.failed(request.ip, this.deps.now());
    return new ApiError('unauthenticated', reason);
  }

  notBlocked(request: FastifyRequest): void {
    const wait = this.failures.retryAfter(request.ip, this.deps.now());
    if (wait)
      throw new ApiError(
        'rate_limited',
        `${this.failures.limit} failed signatures from this address in ${this.failures.windowSeconds} s; retry after ${wait} s`,
        { 'retry-after': String(wait) },
      );
  }

  fresh(request: FastifyRequest, timestamp: string): void {
    const check = checkIntakeTimestamp(timestamp, this.deps.now(), this.deps.config.email.signatureWindowSeconds);
    if (!check.ok) throw this.refused(request, `bad signature: ${check.reason}`);
  }

  /** preParsing of POST /v1/intake/email: an unsigned request passes (its API key is checked by the auth hook). */
  async signedHeaders(request: FastifyRequest): Promise<void> {
    if (header(request, 'x-signature') === undefined) return;
    this.notBlocked(request);
    const [ts, mailboxId, messageId] = ['x-timestamp', 'x-mailbox-id', 'x-provider-message-id'].map((n) =>
      header(request, n),
    );
    if (!ts || !mailboxId || !messageId)
      throw this.refused(
        request,
        'signed intake needs X-Timestamp, X-Mailbox-ID, X-Provider-Message-ID and X-Signature',
      );
    this.fresh(request, ts);
    // the header schema's bound, answered here as it would be after the body (no body is read for it)
    if (mailboxId.length > 64)
      throw invalidField(['header', 'x-mailbox-id'], 'must NOT have more than 64 characters', {
        type: 'maxLength',
        input: mailboxId,
      });
    const mailbox = await findMailboxById(this.deps.store.db, mailboxId);
    // An unknown mailbox answers like a bad signature: the caller learns nothing about which ids exist.
    if (!mailbox) throw this.refused(request, 'bad signature: X-Signature does not match');
    this.signedMailbox.set(request, mailbox);
  }

  /** The signed message's mailbox, once its body's signature holds. */
  async signedMailboxOf(request: FastifyRequest, raw: Uint8Array): Promise<MailboxRow> {
    const mailbox = this.signedMailbox.get(request)!;
    const check = checkIntakeSignature({
      secret: mailbox.inbound_secret,
      timestamp: header(request, 'x-timestamp')!,
      fields: [header(request, 'x-mailbox-id')!, header(request, 'x-provider-message-id')!],
      body: raw,
      signature: header(request, 'x-signature')!,
      now: this.deps.now(),
      windowSeconds: this.deps.config.email.signatureWindowSeconds,
    });
    if (!check.ok) throw this.refused(request, `bad signature: ${check.reason}`);
    await this.tenantActive(mailbox.tenant_id);
    return mailbox;
  }

  /** preParsing of the forwarding route: configured, signed and fresh before the body is read. */
  forwardHeaders(request: FastifyRequest): void {
    this.notBlocked(request);
    if (!this.deps.config.email.forwardSecret)
      throw new ApiError('unauthenticated', 'the forwarding route is not configured (INBOUND_FORWARD_SECRET is unset)');
    const ts = header(request, 'x-timestamp');
    if (!ts || !header(request, 'x-signature'))
      throw this.refused(request, 'the forwarding route needs X-Timestamp and X-Signature');
    this.fresh(request, ts);
  }

  /** The forwarded message's mailbox: by its forwarding address, once the worker's signature holds. */
  async forwardMailboxOf(request: FastifyRequest, raw: Uint8Array, to: string, from: string): Promise<MailboxRow> {
    const check = checkIntakeSignature({
      secret: this.deps.config.email.forwardSecret!,
      timestamp: header(request, 'x-timestamp')!,
      fields: [to, from],
      body: raw,
      signature: header(request, 'x-signature')!,
      now: this.deps.now(),
      windowSeconds: this.deps.config.email.signatureWindowSeconds,
    });
    if (!check.ok) throw this.refused(request, `bad signature: ${check.reason}`);
    const address = to.trim().toLowerCase().replace(/^<|>$/g, '');
    const at = address.lastIndexOf('@');
    const domain = this.deps.config.email.inboundMailDomain;
    const token = at > 0 && address.slice(at + 1) === domain ? address.slice(0, at) : null;
    const mailbox = token ? await findMailboxByToken(this.deps.store.db, token) : undefined;
    if (!mailbox) throw new ApiError('not_found', `no forwarding address ${JSON.stringify(to)}`);
    await this.tenantActive(mailbox.tenant_id);
    return mailbox;
  }

  private async tenantActive(tenantId: string): Promise<void> {
    const tenant = await getTenant(this.deps.store.db, tenantId);
    if (!tenant || tenant.status === 'suspended')
      throw new ApiError('tenant_suspended', 'this tenant is suspended: submissions are refused');
  }
}

export function registerEmailIntakeRoutes(app: App, deps: AppDeps): void {
  const maxBytes = deps.config.limits.maxEmailBytes;
  app.addContentTypeParser('message/rfc822', { parseAs: 'buffer', bodyLimit: maxBytes }, (_req, body, done) =>
    done(null, body),
  );
  // The router's model client: the process's own when the service passes it; an app built alone makes one
  // (metered and replay-cached like every model call; the null client when no provider is configured).
  const router = deps.router ?? createModelClient({ config: deps.config.llm, db: deps.store.db, now: deps.now });
  const intakeDeps = { db: deps.store.db, blobs: deps.blobs, config: deps.config, now: deps.now, router };
  const take = async (inbound: InboundEmail, reply: FastifyReply) => {
    const outcome = await takeEmail(intakeDeps, { ...inbound, requestId: String(reply.request.id) });
    if (outcome.email.job_id) reply.request.log = reply.log = reply.log.child({ job_id: outcome.email.job_id });
    if (outcome.jobCreated) deps.notifier.jobQueued();
    if (outcome.superseded) deps.caches.finishedJobs.delete(`${inbound.tenantId}/${outcome.superseded}`);
    reply.header('x-email-id', outcome.email.id);
    return outcome;
  };
  const guard = new IntakeGuard(deps);

  app.post(
    '/v1/intake/email',
    {
      bodyLimit: maxBytes,
      preParsing: async (request, _reply, payload) => {
        await guard.signedHeaders(request);
        return payload;
      },
      schema: {
        operationId: 'submitEmail',
        tags: ['email'],
        summary: 'Take one raw email; a thread is a deal',
        description:
          'Auth: an API key with jobs:write, or the mailbox provider\'s signed webhook (X-Timestamp, X-Mailbox-ID, X-Provider-Message-ID, X-Signature: hex HMAC-SHA256 of timestamp, mailbox id, message id and body joined by "\\n", keyed with the mailbox\'s inbound secret; 5-minute window). ' +
          "Answers 202 JobAccepted (or 200 envelope within `wait`) for a job or a merge into the thread's job, 200 with the ignored/refused email otherwise. See docs/email.md.",
        consumes: ['message/rfc822'],
        body: RawBody as never,
        documentedBody: RawMessage,
        querystring: Type.Object({
          wait: Type.Optional(WaitQuery),
          options: Type.Optional(Type.String({ maxLength: 4096, description: 'ParseOptions as JSON' })),
        }),
        headers: Type.Object({
          'x-timestamp': Type.Optional(Type.String({ maxLength: 64 })),
          'x-mailbox-id': Type.Optional(Type.String({ maxLength: 64 })),
          'x-provider-message-id': Type.Optional(Type.String({ maxLength: 998 })),
          'x-signature': Type.Optional(Type.String({ maxLength: 256 })),
        }),
        response: {
          200: Type.Union([JobEnvelope, EmailOutcomeBody]),
          202: JobAccepted,
          ...errorResponses(401, 403, 413, 415, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const raw = rawOf(request.body);
      const options = parseOptions(request.query.options, 'query');
      const h = request.headers;
      const signed = h['x-signature'] !== undefined;
      const mailbox = signed ? await guard.signedMailboxOf(request, raw) : null;
      const inbound: InboundEmail = {
        tenantId: mailbox ? mailbox.tenant_id : requireCaller(request.caller).tenantId,
        mailbox,
        source: signed ? 'email_webhook' : 'email',
        raw,
        providerMessageId: signed ? h['x-provider-message-id']! : null,
        envelopeFrom: null,
        options,
      };
      const outcome = await take(inbound, reply);
      const jobId = outcome.email.job_id;
      if (!jobId) return reply.status(200).send(outcomeBody(outcome, outcome.email.outcome));
      const wait = Math.min(request.query.wait ?? 0, deps.config.maxWaitSeconds);
      const row = await jobAfter(deps.store.db, deps.notifier, inbound.tenantId, jobId, wait);
      const answer = submissionAnswer(row, jobId, { status: 'queued', created: outcome.jobCreated });
      return reply
        .status(answer.code)
        .headers(answer.headers)
        .send(answer.body as never);
    },
  );

  app.post(
    '/v1/intake/forward/cloudflare',
    {
      bodyLimit: maxBytes,
      preParsing: async (request, _reply, payload) => {
        guard.forwardHeaders(request);
        return payload;
      },
      schema: {
        operationId: 'forwardEmail',
        tags: ['email'],
        summary: 'The forwarding worker posts each message sent to <forward_token>@INBOUND_MAIL_DOMAIN',
        description:
          'X-Signature: hex HMAC-SHA256 of timestamp, envelope to, envelope from and body joined by "\\n", keyed with INBOUND_FORWARD_SECRET; 5-minute window. ' +
          "200 with the outcome (a paused mailbox's message is `refused`); 404 unknown forwarding address (the worker bounces); 429 past INBOUND_MAILBOX_MESSAGES_PER_HOUR.",
        security: [],
        consumes: ['message/rfc822'],
        body: RawBody as never,
        documentedBody: RawMessage,
        headers: Type.Object({
          'x-timestamp': Type.Optional(Type.String({ maxLength: 64 })),
          'x-envelope-to': Type.String({ maxLength: 320, default: '' }),
          'x-envelope-from': Type.String({ maxLength: 998, default: '' }),
          'x-signature': Type.Optional(Type.String({ maxLength: 256 })),
        }),
        response: { 200: EmailOutcomeBody, ...errorResponses(401, 403, 404, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      const raw = rawOf(request.body);
      const h = request.headers;
      const mailbox = await guard.forwardMailboxOf(request, raw, h['x-envelope-to'], h['x-envelope-from']);
      const outcome = await take(
        {
          tenantId: mailbox.tenant_id,
          mailbox,
          source: 'email_forward',
          raw,
          providerMessageId: null,
          envelopeFrom: h['x-envelope-from'] || null,
          options: {},
        },
        reply,
      );
      const status = outcome.email.job_id
        ? ((await getJob(deps.store.db, mailbox.tenant_id, outcome.email.job_id))?.status ?? 'queued')
        : outcome.email.outcome;
      return reply.status(200).send(outcomeBody(outcome, status));
    },
  );
}
