// /v1/emails/{id} (the record, never the body), /raw (the stored .eml) and /tags (audited). Another
// tenant's email is 404. Also registers the intake and mailbox routes of the email room.
import { Type } from 'typebox';
import { emailRecordOf, rawEmail, replaceEmailTags } from '../../email/manage.ts';
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
    async (request) => emailRecordOf(deps.store.db, requireCaller(request.caller).tenantId, request.params.email_id),
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
      const raw = await rawEmail(
        { db: deps.store.db, blobs: deps.blobs },
        requireCaller(request.caller).tenantId,
        request.params.email_id,
      );
      return reply
        .type('message/rfc822')
        .header('content-disposition', `attachment; filename="${raw.filename}"`)
        .send(raw.body);
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
    async (request) =>
      replaceEmailTags(
        deps.store.db,
        { caller: requireCaller(request.caller), requestId: String(request.id) },
        request.params.email_id,
        request.body.tags,
      ),
  );
}
