// /v1/emails/{id} (the record, never the body), /raw (the stored .eml) and /tags (audited). Another
// tenant's email is 404. Also registers the intake and mailbox routes of the email room.
import { Type } from 'typebox';
import { emailRecord } from '../../email/record.ts';
import { normalizeTags } from '../../email/threads.ts';
import { invalidField, notFound } from '../../errors.ts';
import { writeAudit } from '../../audit.ts';
import { getEmail, setEmailTags } from '../../store/emails.ts';
import { requireCaller, type App, type AppDeps } from '../deps.ts';
import { errorResponses } from '../schemas.ts';
import { EmailRecordSchema } from '../../schemas/email.ts';
import { registerEmailIntakeRoutes } from './email-intake.ts';
import { registerMailboxRoutes } from './mailboxes.ts';
import { registerHostedMailboxRoutes } from './hosted-mailboxes.ts';
import { registerMailboxPushRoutes } from './mailbox-push.ts';

const Params = Type.Object({ email_id: Type.String({ maxLength: 64 }) });

export function registerEmailRoutes(app: App, deps: AppDeps): void {
  registerEmailIntakeRoutes(app, deps);
  registerMailboxRoutes(app, deps);
  registerHostedMailboxRoutes(app, deps);
  registerMailboxPushRoutes(app, deps);
  const tags = ['email'];

  app.get(
    '/v1/emails/:email_id',
    {
      schema: {
        operationId: 'getEmail',
        description: 'What was received: sender, subject, attachments, thread and the job it made; never the body.',
        tags,
        summary: 'An email record (never its body)',
        params: Params,
        response: { 200: EmailRecordSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const caller = requireCaller(request.caller);
      const row = await getEmail(deps.store.db, caller.tenantId, request.params.email_id);
      if (!row) throw notFound('email');
      return emailRecord(row);
    },
  );

  app.get(
    '/v1/emails/:email_id/raw',
    {
      schema: {
        operationId: 'getEmailRaw',
        description: 'The message exactly as received, as `message/rfc822`.',
        tags,
        summary: 'The raw message as received (.eml)',
        params: Params,
        response: {
          200: {
            description: 'the raw message',
            content: { 'message/rfc822': { schema: { type: 'string', format: 'binary' } } },
          } as never,
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request.caller);
      const row = await getEmail(deps.store.db, caller.tenantId, request.params.email_id);
      if (!row) throw notFound('email');
      if (row.raw_expired_at) throw notFound('raw message (past the retention days in settings)');
      // streamed from the blob store (up to MAX_EMAIL_BYTES, never whole in memory); a copy that fails its
      // checksum cuts the response off rather than sending wrong bytes
      const body = await deps.blobs.getStream(row.raw_sha256);
      return reply
        .type('message/rfc822')
        .header('content-disposition', `attachment; filename="${row.id}.eml"`)
        .send(body);
    },
  );

  app.put(
    '/v1/emails/:email_id/tags',
    {
      schema: {
        operationId: 'setEmailTags',
        description: "Replaces the email's tags. Audited.",
        tags,
        summary: "Replace the email's tags (trimmed, lowercased, ≤ 20, each 1-64 of a-z 0-9 _ : -); audited",
        params: Params,
        body: Type.Object(
          { tags: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 20 }) },
          { additionalProperties: false },
        ),
        response: { 200: EmailRecordSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const caller = requireCaller(request.caller);
      const normalized = normalizeTags(request.body.tags);
      if ('error' in normalized) {
        throw invalidField(['body', 'tags', normalized.index], normalized.error, {
          input: request.body.tags[normalized.index] ?? null,
          message: `tags: ${normalized.error}`,
        });
      }
      const row = await deps.store.db.transaction().execute(async (trx) => {
        const before = await getEmail(trx, caller.tenantId, request.params.email_id);
        if (!before) throw notFound('email');
        const after = await setEmailTags(trx, caller.tenantId, before.id, normalized.tags);
        await writeAudit(trx, {
          caller,
          action: 'email.tags_updated',
          targetType: 'email',
          targetId: before.id,
          requestId: String(request.id),
          details: { before: before.tags, after: normalized.tags },
        });
        return after!;
      });
      return emailRecord(row);
    },
  );
}
