// POST /v1/intake/email (API key, or a mailbox provider's signed webhook) and POST
// /v1/intake/forward/cloudflare (the forwarding worker). Raw message/rfc822 bodies; every answer that
// took a message carries X-Email-ID.
import type { FastifyReply, FastifyRequest } from 'fastify';
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

export function registerEmailIntakeRoutes(app: App, deps: AppDeps): void {
  const limits = deps.config;
  app.addContentTypeParser(
    'message/rfc822',
    { parseAs: 'buffer', bodyLimit: limits.limits.maxEmailBytes },
    (_req, body, done) => done(null, body),
  );
  // The router's model client: metered and replay-cached like every model call; the null client when no provider is configured.
  const router = createModelClient({ config: deps.config.llm, db: deps.store.db, now: deps.now });
  const intakeDeps = { db: deps.store.db, blobs: deps.blobs, config: deps.config, now: deps.now, router };

  const take = async (inbound: InboundEmail, reply: FastifyReply) => {
    const outcome = await takeEmail(intakeDeps, inbound);
    if (outcome.jobCreated) deps.notifier.jobQueued();
    if (outcome.superseded) deps.caches.finishedJobs.delete(`${inbound.tenantId}/${outcome.superseded}`);
    reply.header('x-email-id', outcome.email.id);
    return outcome;
  };

  // Signed requests are judged from their headers before the body is read (preParsing): unsigned, stale
  // or unknown-mailbox posts, and addresses past their failed-signature allowance, never get a body buffered.
  const failures = new SignatureFailures();
  const window = deps.config.email.signatureWindowSeconds;
  const header = (request: FastifyRequest, name: string): string | undefined => {
    const v = request.headers[name];
    return Array.isArray(v) ? v[0] : v;
  };
  const refused = (request: FastifyRequest, reason: string): ApiError => {
    failures.failed(request.ip, deps.now());
    return new ApiError('unauthenticated', reason);
  };
  const notBlocked = (request: FastifyRequest): void => {
    const wait = failures.retryAfter(request.ip, deps.now());
    if (wait)
      throw new ApiError(
        'rate_limited',
        `${failures.limit} failed signatures from this address in ${failures.windowSeconds} s; retry after ${wait} s`,
        { 'retry-after': String(wait) },
      );
  };
  const fresh = (request: FastifyRequest, timestamp: string): void => {
    const check = checkIntakeTimestamp(timestamp, deps.now(), window);
    if (!check.ok) throw refused(request, `bad signature: ${check.reason}`);
  };

  const rawOf = (body: unknown): Uint8Array => {
    if (!Buffer.isBuffer(body))
      throw new ApiError('unsupported_media_type', 'send the raw message with Content-Type: message/rfc822');
    return new Uint8Array(body);
  };

  app.post(
    '/v1/intake/email',
    {
      bodyLimit: limits.limits.maxEmailBytes,
      preParsing: async (request, _reply, payload) => {
        if (header(request, 'x-signature') === undefined) return payload;
        notBlocked(request);
        const [ts, mailboxId, messageId] = ['x-timestamp', 'x-mailbox-id', 'x-provider-message-id'].map((n) =>
          header(request, n),
        );
        if (!ts || !mailboxId || !messageId)
          throw refused(
            request,
            'signed intake needs X-Timestamp, X-Mailbox-ID, X-Provider-Message-ID and X-Signature',
          );
        fresh(request, ts);
        // the header schema's bound, answered here as it would be after the body (no body is read for it)
        if (mailboxId.length > 64)
          throw invalidField(['header', 'x-mailbox-id'], 'must NOT have more than 64 characters', {
            type: 'maxLength',
            input: mailboxId,
          });
        if (!(await findMailboxById(deps.store.db, mailboxId)))
          throw refused(request, 'bad signature: X-Signature does not match');
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
      let inbound: InboundEmail;
      if (h['x-signature'] !== undefined) {
        if (!h['x-timestamp'] || !h['x-mailbox-id'] || !h['x-provider-message-id'])
          throw new ApiError(
            'unauthenticated',
            'signed intake needs X-Timestamp, X-Mailbox-ID, X-Provider-Message-ID and X-Signature',
          );
        const mailbox = await findMailboxById(deps.store.db, h['x-mailbox-id']);
        // An unknown mailbox answers like a bad signature: the caller learns nothing about which ids exist.
        const check = mailbox
          ? checkIntakeSignature({
              secret: mailbox.inbound_secret,
              timestamp: h['x-timestamp'],
              fields: [h['x-mailbox-id'], h['x-provider-message-id']],
              body: raw,
              signature: h['x-signature'],
              now: deps.now(),
              windowSeconds: deps.config.email.signatureWindowSeconds,
            })
          : { ok: false as const, reason: 'X-Signature does not match' };
        if (!check.ok || !mailbox)
          throw refused(request, `bad signature: ${check.ok ? 'unknown mailbox' : check.reason}`);
        const tenant = await getTenant(deps.store.db, mailbox.tenant_id);
        if (!tenant || tenant.status === 'suspended')
          throw new ApiError('tenant_suspended', 'this tenant is suspended: submissions are refused');
        inbound = {
          tenantId: mailbox.tenant_id,
          mailbox,
          source: 'email_webhook',
          raw,
          providerMessageId: h['x-provider-message-id'],
          envelopeFrom: null,
          options,
        };
      } else {
        const caller = requireCaller(request.caller);
        inbound = {
          tenantId: caller.tenantId,
          mailbox: null,
          source: 'email',
          raw,
          providerMessageId: null,
          envelopeFrom: null,
          options,
        };
      }
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
      bodyLimit: limits.limits.maxEmailBytes,
      preParsing: async (request, _reply, payload) => {
        notBlocked(request);
        if (!deps.config.email.forwardSecret)
          throw new ApiError(
            'unauthenticated',
            'the forwarding route is not configured (INBOUND_FORWARD_SECRET is unset)',
          );
        const ts = header(request, 'x-timestamp');
        if (!ts || !header(request, 'x-signature'))
          throw refused(request, 'the forwarding route needs X-Timestamp and X-Signature');
        fresh(request, ts);
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
      const secret = deps.config.email.forwardSecret;
      if (!secret)
        throw new ApiError(
          'unauthenticated',
          'the forwarding route is not configured (INBOUND_FORWARD_SECRET is unset)',
        );
      if (!h['x-timestamp'] || !h['x-signature'])
        throw new ApiError('unauthenticated', 'the forwarding route needs X-Timestamp and X-Signature');
      const check = checkIntakeSignature({
        secret,
        timestamp: h['x-timestamp'],
        fields: [h['x-envelope-to'], h['x-envelope-from']],
        body: raw,
        signature: h['x-signature'],
        now: deps.now(),
        windowSeconds: deps.config.email.signatureWindowSeconds,
      });
      if (!check.ok) throw refused(request, `bad signature: ${check.reason}`);
      const to = h['x-envelope-to'].trim().toLowerCase().replace(/^<|>$/g, '');
      const at = to.lastIndexOf('@');
      const token = at > 0 && to.slice(at + 1) === deps.config.email.inboundMailDomain ? to.slice(0, at) : null;
      const mailbox = token ? await findMailboxByToken(deps.store.db, token) : undefined;
      if (!mailbox) throw new ApiError('not_found', `no forwarding address ${JSON.stringify(h['x-envelope-to'])}`);
      const tenant = await getTenant(deps.store.db, mailbox.tenant_id);
      if (!tenant || tenant.status === 'suspended')
        throw new ApiError('tenant_suspended', 'this tenant is suspended: submissions are refused');
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
